// Builders for Contentful rich-text documents (the shape the delivery API gives for a Rich Text field).

export interface RichNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichNode[];
  value?: string;
  marks?: { type: string }[];
}

type Inline = string | RichNode;

const text = (value: string, marks: string[] = []): RichNode => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const inline = (parts: Inline[]): RichNode[] => parts.map((part) => (typeof part === 'string' ? text(part) : part));

export const bold = (value: string): RichNode => text(value, ['bold']);
export const italic = (value: string): RichNode => text(value, ['italic']);
export const link = (value: string, uri: string): RichNode => ({ nodeType: 'hyperlink', data: { uri }, content: [text(value)] });
export const p = (...parts: Inline[]): RichNode => ({ nodeType: 'paragraph', data: {}, content: inline(parts) });
export const h2 = (value: string): RichNode => ({ nodeType: 'heading-2', data: {}, content: [text(value)] });
export const h3 = (value: string): RichNode => ({ nodeType: 'heading-3', data: {}, content: [text(value)] });
export const ul = (...items: Inline[][]): RichNode => ({
  nodeType: 'unordered-list', data: {}, content: items.map((item) => ({ nodeType: 'list-item', data: {}, content: [p(...item)] })),
});
export const ol = (...items: Inline[][]): RichNode => ({
  nodeType: 'ordered-list', data: {}, content: items.map((item) => ({ nodeType: 'list-item', data: {}, content: [p(...item)] })),
});
export const quote = (value: string): RichNode => ({ nodeType: 'blockquote', data: {}, content: [p(value)] });

export function doc(...blocks: RichNode[]): RichNode {
  return { nodeType: 'document', data: {}, content: blocks };
}

/** Paragraphs from plain strings (the common case in the seed tables). */
export function paragraphs(...texts: string[]): RichNode {
  return doc(...texts.map((value) => p(value)));
}
