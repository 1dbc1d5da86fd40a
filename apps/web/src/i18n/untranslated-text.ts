import ts from 'typescript';

/**
 * Finds English text written into the screens' code instead of the catalogue (issue 36, point 5):
 * words in JSX text, string literals shown as JSX children, and literals given to a prop or an
 * object key that people read (label, placeholder, title, aria-label, description, message,
 * caption, tooltip, alt and their compounds such as submitLabel or searchPlaceholder). A literal
 * that is a catalogue key, or the English source of a declared text (`nav.<English>`), is not
 * text. Calls are not looked into: `t('login.title')` and `console.warn('…')` are code.
 * Used by untranslated-text.test.ts with the TypeScript compiler the repository already has.
 */

/** Props and object keys whose value people read or hear. */
export const VISIBLE_NAME =
  /(^|[-_])(label|placeholder|title|description|message|caption|tooltip|alt|heading|hint|text|error)s?$|^aria-(label|description|valuetext|roledescription|placeholder)$|(Label|Placeholder|Title|Description|Message|Caption|Tooltip|Heading|Hint|Text)$/;

/** Words that are names, not English: the brand and the instruments and formats the screens cite. */
const NAMES = /\b(Cephalo|MIDAS|FHIR|CSV|PDF|JSON|HL7|R4|ICHD-3)\b/g;

/** CSS values given to a prop or key named like text (a theme's heading sizes and colours). */
const CSS_VALUES = /var\(--[\w-]+\)|#[0-9a-f]{3,8}\b|\b\d*\.?\d+(rem|px|em)\b/gi;

/** A text worth translating: two Latin letters in a row once names and CSS values are taken out. */
export const looksLikeText = (text: string): boolean => /[A-Za-z]{2,}/.test(text.replace(NAMES, '').replace(CSS_VALUES, ''));

export interface UntranslatedText {
  line: number;
  text: string;
}

export interface TextRules {
  /** Catalogue keys: a literal equal to one is a key, not text. */
  keys: ReadonlySet<string>;
}

/** Namespaces whose keys are `<namespace>.<the English text>` (i18n/field-message.ts). */
const SOURCE_NAMESPACES = ['validation', 'nav', 'greeting', 'agent'];

const isKeyOrSource = (text: string, { keys }: TextRules) => keys.has(text) || SOURCE_NAMESPACES.some((namespace) => keys.has(`${namespace}.${text}`));

const nameOf = (name: ts.PropertyName | ts.JsxAttributeName): string =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : ts.isJsxNamespacedName(name) ? name.name.text : '';

/** Each English text of one source file. */
export function findUntranslatedText(fileName: string, source: string, rules: TextRules): UntranslatedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: UntranslatedText[] = [];
  // `words` are what is checked (a template's fixed parts), `shown` what the report quotes.
  const report = (node: ts.Node, words: string, shown = words) => {
    if (!looksLikeText(words) || isKeyOrSource(words.trim(), rules)) return;
    found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: shown.trim().replace(/\s+/g, ' ') });
  };
  // The literals an expression can show: its strings, both sides of a condition, a template's words.
  const literalsIn = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return report(node, node.text);
    if (ts.isTemplateExpression(node))
      return report(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '), node.getText().slice(1, -1));
    // A call computes its text (t('key')); elements are walked on their own; a comparison yields no text.
    if (ts.isCallExpression(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
    if (ts.isBinaryExpression(node) && [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(node.operatorToken.kind))
      return;
    if (ts.isElementAccessExpression(node) || ts.isTypeNode(node)) return;
    ts.forEachChild(node, literalsIn);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) literalsIn(node.expression);
    else if (ts.isJsxAttribute(node) && node.initializer && VISIBLE_NAME.test(nameOf(node.name))) literalsIn(node.initializer);
    else if (ts.isPropertyAssignment(node) && VISIBLE_NAME.test(nameOf(node.name))) literalsIn(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
