import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { markNotificationHostReady, SNACKBAR_SETTINGS } from './notifications';

/** Where notifications appear; rendered once, beside the app (notistack 3 needs no wrapping). */
export default function NotificationHost() {
  useEffect(() => markNotificationHostReady(), []);
  return <SnackbarProvider {...SNACKBAR_SETTINGS} />;
}
