import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type EngineContext, type TemplateForm, toFormModel } from '../../../../engine/browser';
import { NO_ARTICLES, ORDERED, READ_ONLY_NOTE } from '../orders-texts';

/** The articles and what is on order, without the form (SALJARE: spec part 2 §2 "For SALJARE the article form is hidden"). */
export function OrderList({ form, context }: { form: TemplateForm; context: EngineContext }) {
  const model = toFormModel(form.definition, form.initialValues, context);
  if (model.fields.length === 0) return <Typography>{NO_ARTICLES}</Typography>;
  const byName = new Map(model.fields.map((f) => [f.name, f]));
  const row = (name: string) => {
    const f = byName.get(name)!;
    const shown = f.options ? f.options.find((o) => o.value === f.value)?.label : `${String(f.value ?? 0)} st`;
    return (
      <ListItem key={f.name} disableGutters divider>
        <ListItemText primary={f.label} secondary={`${ORDERED}: ${shown ?? ''}`} />
      </ListItem>
    );
  };
  // The same sections (categories) the form shows, from the definition's x-layout.
  const sections = model.sections ?? [{ kind: 'fields' as const, fields: model.fields.map((f) => f.name) }];
  const rows = sections.map((section, i) => (
    <div key={section.title ?? i}>
      {section.title ? (
        <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
          {section.title}
        </Typography>
      ) : null}
      <List dense>{section.kind === 'fields' ? section.fields.map(row) : null}</List>
    </div>
  ));
  return (
    <>
      <Typography sx={{ mb: 1 }}>{READ_ONLY_NOTE}</Typography>
      {rows}
    </>
  );
}
