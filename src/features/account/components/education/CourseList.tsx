import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NO_COURSES } from '@/features/account/account-texts';
import { type EducationColor, courseIndicator } from '@ombudsportalen/portal/education';
import type { Course } from '@/features/account/education-model';

const CHIP_COLOR: Record<EducationColor, 'error' | 'warning' | 'success'> = { red: 'error', yellow: 'warning', green: 'success' };

/** One mandatory course with its §4 indicator: red "Ej påbörjad" / "Löpt ut", yellow percent or date, green date. */
export function CourseList({ courses, today }: { courses: readonly Course[]; today: string }) {
  if (courses.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{NO_COURSES}</Typography>;
  return (
    <List dense disablePadding aria-label="Obligatoriska utbildningar">
      {courses.map((course) => {
        const indicator = courseIndicator(course, today);
        return (
          <ListItem key={course.courseName} disableGutters divider data-indicator={indicator.state}>
            <ListItemText primary={course.courseName} />
            <Chip size="small" color={CHIP_COLOR[indicator.color]} label={indicator.text} data-color={indicator.color} />
          </ListItem>
        );
      })}
    </List>
  );
}
