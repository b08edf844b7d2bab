import type { ContentAsset, ContentEntry } from '@ombudsportalen/portal/api';
import { isAsset } from './api/asset-url';

// Typed readers for resolved fields: content is data from outside, so every field is checked where it is read.
export const textField = (entry: ContentEntry, name: string): string => {
  const value = Object.hasOwn(entry.fields, name) ? entry.fields[name] : undefined;
  return typeof value === 'string' ? value : '';
};

export const assetField = (entry: ContentEntry, name: string): ContentAsset | undefined => {
  const value = Object.hasOwn(entry.fields, name) ? entry.fields[name] : undefined;
  return isAsset(value) ? value : undefined;
};

export const isEntry = (value: unknown): value is ContentEntry =>
  typeof value === 'object' && value !== null && (value as { sys?: { type?: unknown } }).sys?.type === 'Entry';

export const entriesField = (entry: ContentEntry, name: string): ContentEntry[] => {
  const value = Object.hasOwn(entry.fields, name) ? entry.fields[name] : undefined;
  return Array.isArray(value) ? value.filter(isEntry) : [];
};

export const stringsField = (entry: ContentEntry, name: string): string[] => {
  const value = Object.hasOwn(entry.fields, name) ? entry.fields[name] : undefined;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

export const rawField = (entry: ContentEntry, name: string): unknown => (Object.hasOwn(entry.fields, name) ? entry.fields[name] : undefined);
