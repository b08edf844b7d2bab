// `npm run bench:engine`: engine figures in Node, then keystroke latency in Chromium; prints tables, exits 0.
import { browserFigures } from './browser-figures';
import { engineFigures } from './engine-figures';
import { scalingFigures } from './scaling-figures';


console.log('== Engine (Node) ==\n');
console.log(await engineFigures());
console.log('\n== Scaling (Node) ==\n');
console.log(scalingFigures());
console.log('\n== SchemaForm in Chromium ==\n');
console.log(await browserFigures());
