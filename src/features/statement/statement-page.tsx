export default function StatementPage() { return null; }
