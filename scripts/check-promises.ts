// Misused promises the compiler lets through: a Promise compared, tested, defaulted (??, ||, &&), negated or put in a
// template, and a Promise-returning call whose result nobody awaits. The repositories became asynchronous (issue 26):
// `if (repo.find(x) === undefined)` compiles and is always false. `npm test` runs it with `--typecheck`: the compiler's
// own errors (what `tsc -p tsconfig.json --noEmit` prints) from the same program, so the project is checked once, not twice.
import ts from 'typescript';

// The SPA's tests are left out: React's act() answers a thenable that its synchronous use rightly drops.
const CHECKED = /\/(server|studio|scripts|bench|portal|test\/server|test\/engine|test\/e2e)\//;

/** A value that is a Promise whatever happens (not `Promise | undefined`, which may rightly be compared with undefined). */
function isPromise(checker: ts.TypeChecker, node: ts.Node): boolean {
  const type = checker.getTypeAtLocation(node);
  return !type.isUnion() && type.getSymbol()?.getName() === 'Promise';
}

/** A type that is or may be a Promise. */
function mayBePromise(checker: ts.TypeChecker, node: ts.Node): boolean {
  const type = checker.getTypeAtLocation(node);
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
  return (type.isUnion() ? type.types : [type]).some((part) => part.getSymbol()?.getName() === 'Promise');
}

/** `p.then(…)`, `p.catch(…)`, `p.finally(…)`: the code handles the promise itself. */
function handles(call: ts.CallExpression): boolean {
  return ts.isPropertyAccessExpression(call.expression) && ['then', 'catch', 'finally'].includes(call.expression.name.text);
}

/** The program `tsc -p configPath` checks. */
export function programOf(configPath = 'tsconfig.json'): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error(`cannot read ${configPath}`);
  return ts.createProgram({ rootNames: config.fileNames, options: config.options, configFileParsingDiagnostics: config.errors });
}

/** The compiler's errors, as `tsc --noEmit` prints them (file(line,col): error TSnnnn: text). */
export function typeErrors(program: ts.Program): string[] {
  const host: ts.FormatDiagnosticsHost = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n' };
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.formatDiagnostic(diagnostic, host).trimEnd());
}

export function misusedPromises(configPathOrProgram: string | ts.Program = 'tsconfig.json'): string[] {
  const program = typeof configPathOrProgram === 'string' ? programOf(configPathOrProgram) : configPathOrProgram;
  const checker = program.getTypeChecker();
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const file = node.getSourceFile();
    const { line, character } = file.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${file.fileName.replace(`${process.cwd()}/`, '')}:${line + 1}:${character + 1}: ${what}: ${node.getText().slice(0, 80)}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      const comparing = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken].includes(op);
      const defaulting = [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(op);
      // Two promises compared is identity (a cache asking whether its entry is still this one): fine.
      const oneSided = (a: ts.Expression, b: ts.Expression) => isPromise(checker, a) && !mayBePromise(checker, b);
      if ((comparing && (oneSided(node.left, node.right) || oneSided(node.right, node.left))) || (defaulting && isPromise(checker, node.left))) report(node, 'a Promise compared or defaulted (missing await?)');
    } else if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken && isPromise(checker, node.operand)) {
      report(node, 'a Promise negated (missing await?)');
    } else if ((ts.isIfStatement(node) || ts.isWhileStatement(node) || ts.isConditionalExpression(node)) && isPromise(checker, ts.isConditionalExpression(node) ? node.condition : node.expression)) {
      report(node, 'a Promise as a condition (missing await?)');
    } else if (ts.isTemplateSpan(node) && isPromise(checker, node.expression)) {
      report(node, 'a Promise in a template (missing await?)');
    } else if (ts.isExpressionStatement(node) && ts.isCallExpression(node.expression) && !handles(node.expression) && isPromise(checker, node.expression)) {
      report(node, 'a Promise nobody awaits (await it, or `void` it on purpose)');
    }
    ts.forEachChild(node, visit);
  };
  for (const file of program.getSourceFiles()) {
    if (!file.isDeclarationFile && CHECKED.test(file.fileName) && !file.fileName.includes('node_modules')) visit(file);
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const program = programOf();
  const errors = process.argv.includes('--typecheck') ? typeErrors(program) : [];
  for (const line of errors) console.log(line);
  if (process.argv.includes('--typecheck')) console.log(errors.length === 0 ? 'Types: no errors.' : `Types: ${errors.length} errors.`);
  const found = misusedPromises(program);
  for (const line of found) console.log(line);
  console.log(found.length === 0 ? 'Promises: none misused.' : `Promises: ${found.length} misused.`);
  process.exitCode = errors.length === 0 && found.length === 0 ? 0 : 1;
}
