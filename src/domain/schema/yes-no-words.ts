/** The words of a yes/no question's two answers: `ui:options.labels` (e.g. Protect, Don't Protect), else Yes and No. */
export function yesNoWords(labels: unknown): [string, string] {
  return Array.isArray(labels) && labels.length === 2 && labels.every((l) => typeof l === 'string')
    ? [labels[0], labels[1]]
    : ['Yes', 'No'];
}
