/**
 * The top of Retrieve a Quote: the heading and what to enter (a new start date, once the quote found
 * has expired). The server's page holds the first form of it (src/app/route-shells.tsx).
 */
export function RecallIntro({ expired }: { expired: boolean }) {
  return (
    <>
      <h1>Retrieve a Quote</h1>
      <p>
        {expired
          ? 'Your quote has expired. Choose a new start date and we will give you an up-to-date price.'
          : 'Enter your quote reference, the postcode of your home address and your date of birth.'}
      </p>
    </>
  );
}
