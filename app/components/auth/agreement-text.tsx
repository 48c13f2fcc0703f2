const LINK = 'underline underline-offset-2 hover:text-brand';

/** Opens in a new tab so the dialog and what was typed stay (spec §2). */
function DocumentLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={LINK}>
      {children}
    </a>
  );
}

/** The agreement under 'Отправить код' (spec §2). */
export function AgreementText() {
  return (
    <p className="text-xs leading-relaxed text-brand-muted">
      Нажимая кнопку «Отправить код», ты принимаешь условия{' '}
      <DocumentLink to="/documents/public-offer/">публичной оферты</DocumentLink>,{' '}
      <DocumentLink to="/loyalty/">программы лояльности</DocumentLink> и{' '}
      <DocumentLink to="/documents/security-policy/">политики конфиденциальности</DocumentLink>, а также
      соглашаешься на подписку на нашу рассылку.
    </p>
  );
}
