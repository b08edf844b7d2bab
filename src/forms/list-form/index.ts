// Pages whose form is made from a server list by a template (docs/definitions.md §15): orders, terminal parameters.
export { ListForm, CONFLICT_KEPT, RELOAD_LATEST, RESTORE, type ListFormProps } from './ListForm';
export { useListForm, type ListFormPhase, type ListFormSource, type ListFormTexts } from './use-list-form';
