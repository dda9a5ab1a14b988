import type { StandardSchemaV1 } from '@standard-schema/spec';

function pathOf(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? [])
    .map((p) => (typeof p === 'object' ? String(p.key) : String(p)))
    .join('.');
}

/**
 * The same shared schema, with the interface's own wording for some fields: a pattern check
 * ("6 digits") says what to type instead of quoting the regular expression, and in the user's
 * language. Only the message changes; the rule stays the contract's.
 */
export function withFieldMessages<T>(
  schema: StandardSchemaV1<T, T>,
  messages: Readonly<Record<string, string>>,
): StandardSchemaV1<T, T> {
  const standard = schema['~standard'];
  return {
    '~standard': {
      ...standard,
      validate: async (value) => {
        const result = await standard.validate(value);
        if (!result.issues) return result;
        return {
          issues: result.issues.map((issue) => {
            const message = messages[pathOf(issue)];
            return message ? { ...issue, message } : issue;
          }),
        };
      },
    },
  };
}
