import type { Scalar } from '../conditions/condition';
import type { MessageCode } from '../messages/catalogue';
import type { Visibility } from '../model/definition-json';

/**
 * Where a field keyword's value comes from: a literal (copied as is), one item property (`$from`, omitted when the
 * item has no value; `$atMost` caps a number), a text with `{property}` placeholders (`$text`), or choices built
 * from an item's list (`$options`: each element's `value` and `label` properties, after the fixed `first` ones).
 */
export type KeywordSource =
  | Scalar
  | Record<string, unknown>
  | { $from: string; $atMost?: number }
  | { $text: string }
  | { $options: string; value: string; label: string; first?: { value: Scalar; label: string }[] };

/** A test on one item property; a variant applies when every given test holds. */
export interface ItemTest {
  property: string;
  /** The property's value is one of these. */
  in?: Scalar[];
  /** The property is a non-empty list. */
  nonEmpty?: true;
}

/** One way an item becomes a field: the first variant whose `when` holds is used. */
export interface FieldVariant {
  when?: ItemTest;
  required?: boolean;
  /** The field's keywords (docs/definitions.md §2), each a KeywordSource. */
  field: Record<string, KeywordSource>;
}

/** How the list payload is built from the form values, and read back on the server. */
export interface ListPayloadJson {
  /** The body key holding the list, e.g. "articles". */
  list: string;
  /** The entry key naming the item (the field's x-param), e.g. "articleNumber". */
  key: string;
  /** The entry key holding the value, e.g. "quantity". */
  value: string;
  /** "string": values are sent as text ("true", "12") and read back to the field's type. */
  valueAs?: 'string';
  /** What an unset field sends: "skip" leaves it out, otherwise this value is sent. */
  unset: 'skip' | Scalar;
}

/** A form template (schemas/forms/templates/*.json, format schemas/meta/form-template.schema.json). */
export interface FormTemplateJson {
  $schema: string;
  $comment?: string;
  title: string;
  'x-requiredMessage'?: MessageCode;
  'x-formMessage'?: MessageCode;
  item: {
    /** The field name (a value key: never split, dots and all). */
    name: KeywordSource;
    /** The parameter it is sent as (default: the name). */
    param?: KeywordSource;
    /** Item properties holding the start value, the first set one wins. */
    value: string[];
  };
  /**
   * The server list holds groups, not items: each group's `items` property lists its items, and its `title` property
   * is the title of their section (the definition's `x-layout`). Without it the list holds the items themselves.
   */
  groupedBy?: { items: string; title: string };
  /** Who sees and may send the form (the definition's `x-visibleTo`): roles and segments. */
  'x-visibleTo'?: Visibility;
  /** At most this many items. */
  maxItems: number;
  fields: FieldVariant[];
  payload: ListPayloadJson;
}
