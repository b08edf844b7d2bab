import { type CSSProperties, useContext } from 'react';
import type { FieldTemplateProps, TemplatesType } from '@rjsf/utils';
import { InFieldChunk } from './field-chunks';

// Long forms: the browser skips layout and paint of fields scrolled out of view (they stay focusable and findable).
// Paint containment clips at the padding box: the top padding keeps the floating outlined label inside it.
const FIELD_STYLE: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 72px', paddingTop: 8 };
// In a long form's chunk (field-chunks.tsx) the chunk skips what is out of view; the padding stays for the same look.
const CHUNKED_FIELD_STYLE: CSSProperties = { paddingTop: 8 };

/** A field's wrapper: the widget renders its own label, hint and error, so this only keeps rjsf's classes. */
function FieldTemplate({ children, classNames, hidden, style, fieldPathId }: FieldTemplateProps) {
  const isRoot = fieldPathId.path.length === 0;
  const inChunk = useContext(InFieldChunk);
  return (
    <div className={classNames} style={isRoot ? style : { ...(inChunk ? CHUNKED_FIELD_STYLE : FIELD_STYLE), ...style }} hidden={hidden}>
      {children}
    </div>
  );
}

/** The templates SchemaForm hands rjsf (the @rjsf/mui theme supplies the rest; RootObjectField lays out the fields). */
export const schemaFormTemplates: Partial<TemplatesType> = { FieldTemplate };
