const LINK = 'underline underline-offset-2 hover:text-brand';

/** Opens in a new tab so the dialog and what was typed stay (docs/product.md#overlays-and-other-screens). */
function DocumentLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} target="_blank" rel="noopener noreferrer" className={LINK}>
      {children}
    </a>
  );
}

/** The agreement under 'Отправить код' (docs/product.md#screens-and-routes). */
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
