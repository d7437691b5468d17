import ts from 'typescript';

/** Props and object keys whose text a person reads; their values must come from i18n. */
export const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-valuetext',
  'alt',
  'helperText',
  'message',
  'emptyMessage',
  'confirmLabel',
  'cancelLabel',
  'uploadLabel',
  'failureMessage',
  'ariaLabel',
  'noOptionsText',
  'loadingText',
  'clearText',
  'openText',
  'closeText',
  'labelRowsPerPage',
  'primary',
  'secondary',
  'tooltip',
]);

export interface HardcodedString {
  line: number;
  text: string;
}

const LETTER = /\p{L}/u;

function hasWords(text: string): boolean {
  return LETTER.test(text.trim());
}

function textOf(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return textOf(node.expression);
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('');
    return parts;
  }
  return null;
}

function propName(name: ts.Node): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return null;
}

/**
 * Finds text a person would read that does not go through i18n: words between JSX tags, string
 * literals as JSX children, and literals given to label-like props or object keys.
 */
export function findHardcodedStrings(fileName: string, source: string): HardcodedString[] {
  // A .ts file holds no JSX: read as TSX, a generic arrow (`<R>(name: string) => …`) would parse as
  // an element and its parameters as words.
  const kind = fileName.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.TSX;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: HardcodedString[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.parent &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      const text = textOf(node.expression);
      if (text !== null && hasWords(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node)) {
      const name = propName(node.name);
      const text = textOf(node.initializer);
      if (name && TEXT_PROPS.has(name) && text !== null && hasWords(text)) report(node, `${name}=${text}`);
    }
    if (ts.isPropertyAssignment(node)) {
      const name = propName(node.name);
      const text = textOf(node.initializer);
      if (name && TEXT_PROPS.has(name) && text !== null && hasWords(text)) report(node, `${name}: ${text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
