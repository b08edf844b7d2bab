import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type EngineContext, type TemplateForm, toFormModel } from '../../../engine/index';
import { NO_ARTICLES, ORDERED, READ_ONLY_NOTE } from './orders-texts';

/** The articles and what is on order, without the form (SALJARE: spec part 2 §2 "For SALJARE the article form is hidden"). */
export function OrderList({ form, context }: { form: TemplateForm; context: EngineContext }) {
  const fields = toFormModel(form.definition, form.initialValues, context).fields;
  if (fields.length === 0) return <Typography>{NO_ARTICLES}</Typography>;
  const rows = fields.map((f, i) => {
    const shown = f.options ? f.options.find((o) => o.value === f.value)?.label : `${String(f.value ?? 0)} st`;
    return (
      <div key={f.name}>
        {f.group && f.group !== fields[i - 1]?.group ? (
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            {f.group}
          </Typography>
        ) : null}
        <ListItem disableGutters divider>
          <ListItemText primary={f.label} secondary={`${ORDERED}: ${shown ?? ''}`} />
        </ListItem>
      </div>
    );
  });
  return (
    <>
      <Typography sx={{ mb: 1 }}>{READ_ONLY_NOTE}</Typography>
      <List dense>{rows}</List>
    </>
  );
}
