import pageMessages from '#schemas/page-messages.json';

/**
 * In place of a route's screen that could not be shown (its code could not be fetched, or it threw):
 * what happened and a reload, in the page's layout, so the customer is not left with a blank page.
 * The quote form's answers are kept in the browser, and a proposal's on the server: a reload loses
 * none of them.
 */
export function RouteFailed() {
  return (
    <div className="card" role="alert">
      <h1>{pageMessages.page_not_shown_heading}</h1>
      <p>{pageMessages.page_not_shown}</p>
      <p className="button-row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {pageMessages.reload_page}
        </button>
      </p>
    </div>
  );
}
