import pageMessages from '#schemas/page-messages.json';

/**
 * Where a form's questions go while its validators and widgets are on their way, and, when they
 * could not be fetched (the connection dropped), a message that says so with a reload (decision 070).
 * The quote form's answers are saved in the browser on every change, so a reload loses none.
 */
export function QuestionsLoading({ failed }: { failed: boolean }) {
  if (!failed) return <p role="status">{pageMessages.questions_loading}</p>;
  return (
    <div className="notice notice--error" role="alert">
      <p>{pageMessages.questions_not_loaded}</p>
      <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
        {pageMessages.reload_page}
      </button>
    </div>
  );
}
