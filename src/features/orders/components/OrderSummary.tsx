import { useId } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { OrderLine } from '@/features/orders/order-lines';
import { ORDER_SUMMARY_HEADING, orderedCount } from '@/features/orders/orders-texts';

/** What the form now puts on order (unsaved changes included): how many articles, and each with its count or size. */
export function OrderSummary({ lines, sx }: { lines: readonly OrderLine[]; sx?: SxProps<Theme> }) {
  const headingId = useId();
  const ordered = lines.filter((line) => line.ordered);
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="order-summary" sx={[{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'grey.50' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
        {ORDER_SUMMARY_HEADING}
      </Typography>
      <Typography data-testid="order-summary-count">{orderedCount(ordered.length, lines.length)}</Typography>
      {ordered.length > 0 && (
        <List dense disablePadding>
          {ordered.map((line) => (
            <ListItem key={line.name} disableGutters divider>
              <ListItemText primary={line.article} secondary={line.shown} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
