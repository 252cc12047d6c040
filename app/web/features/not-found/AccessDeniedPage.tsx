import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { MessagePage } from './MessagePage';

/** A page the signed-in user may not open (the server refuses its data as well). */
export function AccessDeniedPage() {
  return (
    <MessagePage
      title="Access denied"
      icon={<LockOutlinedIcon />}
      heading="You do not have access to this page"
      description="Ask an administrator for a role that grants it."
    />
  );
}
