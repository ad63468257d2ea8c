/**
 * The top of Assumptions: its heading and introduction. The screen shows it, and so does the page the
 * server sends before the scripts arrive (src/app/route-shells.tsx, docs/decisions/048).
 */
export function AssumptionsIntro() {
  return (
    <>
      <h1>Before we start</h1>
      <p>
        To keep things quick, we have made some assumptions about you, your van and anyone else who will drive
        it. Please read them carefully and confirm they are correct.
      </p>
    </>
  );
}
