// Every text a reader sees comes from the message catalogues (apps/web/src/**/messages/*.json):
// this rule reports words written straight into JSX, as children or as a visible prop.
// Punctuation and symbols ('·', '—', '%', ' ') are not words and stay where they are.

const WORD = /\p{L}{2,}/u;

// Props whose value is shown or read out to the reader.
const VISIBLE_PROP =
  /^(label|placeholder|title|alt|helperText|primary|secondary|message|heading|subheader|description|tooltip|text|aria-label|aria-description|aria-valuetext|aria-roledescription|[a-z]+(Label|Text|Title|Message))$/;

function isWords(node) {
  if (node.type === 'Literal') return typeof node.value === 'string' && WORD.test(node.value);
  if (node.type === 'TemplateLiteral')
    return node.quasis.some((q) => WORD.test(q.value.cooked ?? ''));
  return false;
}

function check(context, node) {
  if (!node) return;
  switch (node.type) {
    case 'ConditionalExpression':
      check(context, node.consequent);
      check(context, node.alternate);
      return;
    case 'LogicalExpression':
      check(context, node.right);
      return;
    case 'BinaryExpression':
      check(context, node.left);
      check(context, node.right);
      return;
    default:
      if (isWords(node)) context.report({ node, messageId: 'untranslated' });
  }
}

export const noUntranslatedText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text comes from the message catalogues' },
    schema: [],
    messages: {
      untranslated:
        "Text the reader sees comes from the message catalogues: t('area.key') with the words in messages/en.json (and de, fr, es).",
    },
  },
  create(context) {
    return {
      JSXText(node) {
        if (WORD.test(node.value)) context.report({ node, messageId: 'untranslated' });
      },
      'JSXElement > JSXExpressionContainer'(node) {
        check(context, node.expression);
      },
      'JSXFragment > JSXExpressionContainer'(node) {
        check(context, node.expression);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : node.name.name.name;
        if (!VISIBLE_PROP.test(name) || !node.value) return;
        if (node.value.type === 'Literal') check(context, node.value);
        else if (node.value.type === 'JSXExpressionContainer')
          check(context, node.value.expression);
      },
    };
  },
};
