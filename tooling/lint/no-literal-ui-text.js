/**
 * ESLint rule: every word a visitor can see or hear comes from i18next.
 * Flags, in JSX: text children with a letter, string literals rendered as children
 * ({'Hello'}), and literal strings in translatable attributes (alt, title, aria-label,
 * placeholder, label, …). Symbols and punctuation alone are allowed.
 */
const TRANSLATABLE_ATTRIBUTES = new Set([
  'alt',
  'title',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'label',
  'value',
]);
const LETTER = /\p{L}/u;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow user-visible literal text in JSX; use i18next' },
    messages: {
      text: 'Literal text "{{text}}" in JSX: put it in locales/<lng>/*.json and use t().',
      attribute:
        'Literal "{{text}}" in the {{name}} attribute: put it in locales/<lng>/*.json and use t().',
    },
    schema: [],
  },
  create(context) {
    const report = (node, messageId, text, name) =>
      context.report({ node, messageId, data: { text: text.trim().slice(0, 40), name } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, 'text', node.value);
      },
      JSXExpressionContainer(node) {
        const { expression } = node;
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        if (expression.type === 'Literal' && typeof expression.value === 'string') {
          if (LETTER.test(expression.value)) report(node, 'text', expression.value);
        }
        if (expression.type === 'TemplateLiteral') {
          const raw = expression.quasis.map((q) => q.value.cooked).join('');
          if (LETTER.test(raw)) report(node, 'text', raw);
        }
      },
      JSXAttribute(node) {
        if (node.name.type !== 'JSXIdentifier') return;
        const name = node.name.name;
        if (!TRANSLATABLE_ATTRIBUTES.has(name)) return;
        let value = node.value;
        if (value && value.type === 'JSXExpressionContainer') value = value.expression;
        if (!value) return;
        if (
          value.type === 'Literal' &&
          typeof value.value === 'string' &&
          LETTER.test(value.value)
        ) {
          report(node, 'attribute', value.value, name);
        }
        if (value.type === 'TemplateLiteral') {
          const raw = value.quasis.map((q) => q.value.cooked).join('');
          if (LETTER.test(raw)) report(node, 'attribute', raw, name);
        }
      },
    };
  },
};
