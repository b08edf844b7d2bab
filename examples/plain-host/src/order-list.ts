/** What the host's server would answer for the orders template: one category with one article (sizes to choose). */
export const ORDER_LIST = [
  { name: 'Affischer', articles: [{ articleNumber: '7001', articleName: 'Affisch', quantity: 0, max: 5, selections: [{ size: 'A2', sizeRange: 2 }, { size: 'A3', sizeRange: 3 }] }] },
];
