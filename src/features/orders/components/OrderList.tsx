import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { TemplateForm } from '@ombudsportalen/engine/browser';
import type { PortalContext } from '@ombudsportalen/portal/engine-vocabulary';
import { byCategory, orderLines } from '@/features/orders/order-lines';
import { NO_ARTICLES, ORDERED, READ_ONLY_NOTE } from '@/features/orders/orders-texts';

/** The articles and what is on order, without the form (SALJARE: spec part 2 §2 "For SALJARE the article form is hidden"). */
export function OrderList({ form, context }: { form: TemplateForm; context: PortalContext }) {
  const lines = orderLines(form, form.initialValues, context);
  if (lines.length === 0) return <Typography>{NO_ARTICLES}</Typography>;
  // The same categories the form shows, from the definition's x-layout.
  return (
    <>
      <Typography sx={{ mb: 1 }}>{READ_ONLY_NOTE}</Typography>
      {byCategory(lines).map((group, i) => (
        <div key={group.category ?? i}>
          {group.category ? (
            <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
              {group.category}
            </Typography>
          ) : null}
          <List dense>
            {group.lines.map((line) => (
              <ListItem key={line.name} disableGutters divider>
                <ListItemText primary={line.article} secondary={`${ORDERED}: ${line.shown}`} />
              </ListItem>
            ))}
          </List>
        </div>
      ))}
    </>
  );
}
