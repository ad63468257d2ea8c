declare module '#bench-data/step.json' {
  /** The largest step as the bench pages render and validate it (scripts/bench/bench-pages.ts). */
  const step: {
    schema: import('@rjsf/utils').RJSFSchema;
    /** The schema with each reference list shown as a select carrying its options (decision 054). */
    listedSchema: import('@rjsf/utils').RJSFSchema;
    uiSchema: import('@rjsf/utils').UiSchema;
    formData: Record<string, unknown>;
  };
  export default step;
}
