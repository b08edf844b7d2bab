import type { Scene } from './pictures.js';
import type { RichNode } from './rich-text.js';

export type ShopType = 'Fysisk butik' | 'Digital butik' | 'Bana';
export type ImageCrop = 'Full Width' | '16:9' | 'Square';

export interface PictureRef {
  scene: Scene;
  variant: number;
}

/** One PDF the seed writes (title and paragraphs); `file` is its file name. */
export interface DocumentSeed {
  file: string;
  title: string;
  paragraphs: string[];
}

export type SectionSeed =
  | { kind: 'hero'; title: string; picture: PictureRef; linkUrl?: string; linkText?: string }
  | { kind: 'text'; title?: string; body: RichNode; picture?: PictureRef; crop?: ImageCrop; linkUrl?: string; linkText?: string; info?: string }
  | { kind: 'video'; title: string; description: string }
  | { kind: 'pdfList'; title: string; items: { name: string; document?: DocumentSeed; video?: boolean; preview?: PictureRef }[] }
  | { kind: 'accordion'; title: string; info?: string; items: { header: string; body: RichNode }[] }
  | { kind: 'tabs'; title?: string; tabs: { title: string; body: RichNode; picture?: PictureRef }[] }
  | { kind: 'multiColumn'; title?: string; columns: { title: string; body: RichNode; picture?: PictureRef; linkUrl?: string; linkText?: string }[] }
  | { kind: 'winnersList'; title: string }
  | { kind: 'tipsNewsList'; title: string; category: 'Andelsspel' | 'Sociala medier' };

export interface PageSeed {
  /** The menu path without the leading slash: 'andelsspel' (the home child) or 'andelsspel/hasttips'. */
  id: string;
  name: string;
  segments: { name: ShopType; sections: SectionSeed[] }[];
}
