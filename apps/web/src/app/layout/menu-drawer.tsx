import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SideMenu } from './side-menu';

/**
 * The side menu's panel: fixed beside the page on a wide screen; under 900 px a modal drawer, a
 * native `<dialog>` (the browser traps focus, closes it on Esc and gives focus back), closed by
 * a click outside or on a link.
 */
export function MenuDrawer({
  permanent,
  open,
  onClose,
  appName,
}: {
  permanent: boolean;
  open: boolean;
  onClose: () => void;
  appName: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === dialog.open) return;
    // jsdom has no modal dialogs: there the attribute alone shows it.
    if (open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (typeof dialog.close === 'function') dialog.close();
    else dialog.removeAttribute('open');
  }, [open]);

  if (permanent) {
    return (
      <div className="wb-drawer wb-drawer--permanent" data-testid="side-drawer">
        <DrawerContent appName={appName} />
      </div>
    );
  }
  return (
    <dialog
      ref={ref}
      className="wb-drawer-dialog"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // the backdrop
      }}
      data-testid="side-drawer"
    >
      <div className="wb-drawer">
        <DrawerContent appName={appName} onNavigate={onClose} />
      </div>
    </dialog>
  );
}

function DrawerContent({ appName, onNavigate }: { appName: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="wb-drawer__brand">{appName}</div>
      <hr className="wb-divider" />
      <SideMenu onNavigate={onNavigate} />
      <hr className="wb-divider" />
      <span className="wb-drawer__version" data-testid="app-version">
        {t('app.version', { version: __APP_VERSION__ })}
      </span>
    </>
  );
}
