import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { imageUrl, isAsset } from '@/features/content/api/asset-url';
import { ContentLink } from './ContentLink';

/** A Contentful rich-text node as the delivery API gives it. */
interface RichNode {
  nodeType: string;
  value?: unknown;
  marks?: { type?: unknown }[];
  content?: unknown;
  data?: { uri?: unknown; target?: unknown };
}

const MAX_DEPTH = 24;

function isNode(value: unknown): value is RichNode {
  return typeof value === 'object' && value !== null && typeof (value as { nodeType?: unknown }).nodeType === 'string';
}

function marked(text: string, marks: RichNode['marks']): ReactNode {
  let node: ReactNode = text;
  for (const mark of marks ?? []) {
    if (mark.type === 'bold') node = <strong>{node}</strong>;
    else if (mark.type === 'italic') node = <em>{node}</em>;
    else if (mark.type === 'underline') node = <u>{node}</u>;
    else if (mark.type === 'code') node = <code>{node}</code>;
  }
  return node;
}

const HEADINGS: Record<string, 'h2' | 'h3' | 'h4' | 'h5' | 'h6'> = {
  'heading-1': 'h2', 'heading-2': 'h3', 'heading-3': 'h4', 'heading-4': 'h5', 'heading-5': 'h6', 'heading-6': 'h6',
};

function children(node: RichNode, depth: number): ReactNode[] {
  const content = Array.isArray(node.content) ? node.content : [];
  return content.filter(isNode).map((child, index) => <RichNodeView key={index} node={child} depth={depth + 1} />);
}

/** One node as React elements: text is always text (never HTML), links only with safe schemes, unknown nodes by their children. */
function RichNodeView({ node, depth }: { node: RichNode; depth: number }): ReactNode {
  if (depth > MAX_DEPTH) return null;
  switch (node.nodeType) {
    case 'text':
      return marked(typeof node.value === 'string' ? node.value : '', node.marks);
    case 'paragraph':
      return <Typography component="p" variant="body1" sx={{ mb: 1.5 }}>{children(node, depth)}</Typography>;
    case 'unordered-list':
      return <Box component="ul" sx={{ pl: 3, my: 1 }}>{children(node, depth)}</Box>;
    case 'ordered-list':
      return <Box component="ol" sx={{ pl: 3, my: 1 }}>{children(node, depth)}</Box>;
    case 'list-item':
      return <Box component="li" sx={{ '& > p': { mb: 0.5 } }}>{children(node, depth)}</Box>;
    case 'blockquote':
      return <Box component="blockquote" sx={{ borderLeft: 4, borderColor: 'divider', pl: 2, mx: 0, color: 'text.secondary' }}>{children(node, depth)}</Box>;
    case 'hr':
      return <Box component="hr" sx={{ border: 0, borderTop: 1, borderColor: 'divider', my: 2 }} />;
    case 'hyperlink':
      return <ContentLink href={typeof node.data?.uri === 'string' ? node.data.uri : ''}>{children(node, depth)}</ContentLink>;
    case 'embedded-asset-block': {
      const target = node.data?.target;
      const src = isAsset(target) ? imageUrl(target, 'richText') : undefined;
      return src === undefined ? null : <Box component="img" src={src} alt={isAsset(target) ? (target.fields.title ?? '') : ''} sx={{ maxWidth: '100%', my: 2 }} />;
    }
    default: {
      const heading = HEADINGS[node.nodeType];
      if (heading !== undefined) return <Typography component={heading} variant="h6" sx={{ mt: 2, mb: 1 }}>{children(node, depth)}</Typography>;
      return <>{children(node, depth)}</>;
    }
  }
}

/** A rich-text field rendered safely; a plain string is shown as one paragraph. */
export function RichText({ document }: { document: unknown }) {
  if (typeof document === 'string') return <Typography component="p">{document}</Typography>;
  if (!isNode(document)) return null;
  return <Box sx={{ '& > :last-child': { mb: 0 } }}><RichNodeView node={document} depth={0} /></Box>;
}
