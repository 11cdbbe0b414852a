// Counts three habits the house style asks us to avoid, so a clean-up can say how many it removed:
//   (a) `as` casts to a string-literal union (an enum-like type) or a single string literal, per workspace;
//   (b) literal query keys in the web app (a key written as ['name', ...] instead of taken from a key factory);
//   (c) functions with more than three parameters (the style wants one options object instead).
// Only non-test source counts: *.test.* files and the test/ and reliability/ folders are left out.
//
//   node scripts/code-figures.mjs [--list] [--root DIR] [--typescript PATH]
// --list prints each place; --root measures another checkout (e.g. a `git worktree` of an older commit), which needs
// its dependencies installed or linked (the casts are found through resolved types: the script warns when imports
// do not resolve); --typescript points at a `typescript` package elsewhere.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    list: { type: 'boolean', default: false },
    root: { type: 'string', default: process.cwd() },
    typescript: { type: 'string' },
  },
});
const root = path.resolve(options.root);
const require = createRequire(path.join(root, 'package.json'));
const ts = require(options.typescript ? path.resolve(options.typescript) : 'typescript');

const workspaces = ['apps/server', 'apps/web', 'packages/shared'];
const queryKeyMethods = new Set([
  'invalidateQueries',
  'setQueryData',
  'getQueryData',
  'removeQueries',
  'cancelQueries',
  'refetchQueries',
]);

function isMeasured(fileName, workspace) {
  const relative = path.relative(path.join(root, workspace, 'src'), fileName);
  if (relative.startsWith('..') || fileName.endsWith('.d.ts')) return false;
  if (/\.test\.tsx?$/.test(fileName)) return false;
  return !relative.split(path.sep).some((part) => part === 'test' || part === 'reliability');
}

function loadProgram(workspace) {
  const configPath = path.join(root, workspace, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
  );
  return ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options });
}

// A string literal, or a union whose members are all string literals (null and undefined allowed beside them).
function isStringLiteralType(type) {
  if (type.isStringLiteral()) return true;
  if (!type.isUnion()) return false;
  const members = type.types.filter((member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)));
  return members.length > 0 && members.every((member) => member.isStringLiteral());
}

const startsWithString = (node) =>
  node !== undefined &&
  ts.isArrayLiteralExpression(node) &&
  node.elements.length > 0 &&
  ts.isStringLiteralLike(node.elements[0]);

function isLiteralQueryKey(node) {
  if (ts.isPropertyAssignment(node) && node.name.getText() === 'queryKey') return startsWithString(node.initializer);
  if (!ts.isCallExpression(node)) return false;
  const callee = node.expression;
  const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : '';
  return queryKeyMethods.has(name) && startsWithString(node.arguments[0]);
}

function parameterCount(node) {
  if (!ts.isFunctionLike(node) || node.body === undefined) return 0;
  return node.parameters.filter((parameter) => parameter.name.getText() !== 'this').length;
}

const figures = { casts: {}, queryKeys: {}, longSignatures: {} };
let unresolvedImports = 0;
const places = { casts: [], queryKeys: [], longSignatures: [] };

for (const workspace of workspaces) {
  const program = loadProgram(workspace);
  const checker = program.getTypeChecker();
  for (const key of Object.keys(figures)) figures[key][workspace] = 0;
  for (const sourceFile of program.getSourceFiles()) {
    if (!isMeasured(sourceFile.fileName, workspace)) continue;
    const note = (key, node, detail) => {
      figures[key][workspace] += 1;
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart());
      places[key].push(`${path.relative(root, sourceFile.fileName)}:${line + 1} ${detail}`);
    };
    const visit = (node) => {
      // An import the checker cannot follow turns its types into `any`, and casts to them go uncounted.
      if (ts.isImportDeclaration(node) && checker.getSymbolAtLocation(node.moduleSpecifier) === undefined)
        unresolvedImports += 1;
      if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !ts.isConstTypeReference(node.type)) {
        if (isStringLiteralType(checker.getTypeFromTypeNode(node.type)))
          note('casts', node, `as ${node.type.getText()}`);
      }
      if (workspace === 'apps/web' && isLiteralQueryKey(node)) note('queryKeys', node, node.getText().split('\n')[0]);
      const count = parameterCount(node);
      if (count > 3 && workspace !== 'packages/shared') {
        const name = node.name?.getText() ?? ts.SyntaxKind[node.kind];
        note('longSignatures', node, `${name} (${count} parameters)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
}

const describe = {
  casts: 'casts to a string-literal union or literal',
  queryKeys: 'literal query keys (web)',
  longSignatures: 'functions with more than three parameters (server, web)',
};
for (const [key, counts] of Object.entries(figures)) {
  const shown = Object.entries(counts).filter(
    ([workspace]) =>
      key === 'casts' || (key === 'queryKeys' ? workspace === 'apps/web' : workspace !== 'packages/shared'),
  );
  const total = shown.reduce((sum, [, count]) => sum + count, 0);
  console.log(`${describe[key]}: ${total} (${shown.map(([workspace, count]) => `${workspace} ${count}`).join(', ')})`);
  if (options.list) for (const place of places[key].sort()) console.log(`  ${place}`);
}
if (unresolvedImports > 0) {
  console.log(
    `warning: ${unresolvedImports} imports did not resolve (no node_modules in ${root}?): casts are undercounted`,
  );
}
