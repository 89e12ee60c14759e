export function TermsPage() {
  return <div className="container page">TermsPage</div>;
}
