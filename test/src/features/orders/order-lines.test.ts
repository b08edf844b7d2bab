import { describe, expect, it } from 'vitest';
import { type FormTemplateJson } from '@ombudsportalen/engine';
import ordersTemplate from '../../../../schemas/forms/templates/orders.json';
import { byCategory, orderLines } from '@/features/orders/order-lines';
import { orderedCount } from '@/features/orders/orders-texts';
import { ctx } from '../../forms/helpers';
import { testEngine } from '../../../setup-engine';

const { formFromTemplate } = testEngine;

// The orders summary and the read-only list read the form made from the server's list (issue 37 item 10).
const rolls = { articleNumber: '2001', articleName: 'Kvittorulle', quantity: 3, max: 60, selections: [] };
const pens = { articleNumber: '2002', articleName: 'Pennor', quantity: 0, max: 20, selections: [] };
const poster = { articleNumber: '3001', articleName: 'Affisch', quantity: 2, max: 3, selections: [{ size: 'A3', sizeRange: 1 }, { size: 'A2', sizeRange: 2 }] };
const form = formFromTemplate(ordersTemplate as unknown as FormTemplateJson,
  [{ name: 'Tillbehör', articles: [rolls, pens] }, { name: 'Affischer', articles: [poster] }], 'schemas/forms/templates/orders.json', { metaCheck: false });

describe('order lines', () => {
  it('each article under its category with its count or chosen size; ordered when above 0', () => {
    expect(orderLines(form, form.initialValues, ctx()).map(({ article, category, shown, ordered }) => ({ article, category, shown, ordered }))).toEqual([
      { article: 'Kvittorulle', category: 'Tillbehör', shown: '3 st', ordered: true },
      { article: 'Pennor', category: 'Tillbehör', shown: '0 st', ordered: false },
      { article: 'Affisch', category: 'Affischer', shown: 'A2', ordered: true },
    ]);
  });

  it('follows the values as typed: nothing ordered, then a size chosen', () => {
    const none = orderLines(form, { 'artikel-2001': 0, 'artikel-2002': 0, 'artikel-3001': 0 }, ctx());
    expect(none.filter((line) => line.ordered)).toEqual([]);
    expect(none.find((line) => line.article === 'Affisch')?.shown).toBe('Ingen beställning');
    expect(orderedCount(0, none.length)).toBe('Inga artiklar beställda.');
    const one = orderLines(form, { 'artikel-2001': 0, 'artikel-2002': 0, 'artikel-3001': 1 }, ctx());
    expect(one.filter((line) => line.ordered).map((line) => `${line.article}: ${line.shown}`)).toEqual(['Affisch: A3']);
    expect(orderedCount(1, one.length)).toBe('1 av 3 artiklar beställda.');
  });

  it('groups consecutive lines by category in the list order', () => {
    expect(byCategory(orderLines(form, form.initialValues, ctx())).map((group) => [group.category, group.lines.length])).toEqual([['Tillbehör', 2], ['Affischer', 1]]);
  });
});
