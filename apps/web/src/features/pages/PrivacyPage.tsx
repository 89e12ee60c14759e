export function PrivacyPage() {
  return <div className="container page">PrivacyPage</div>;
}
