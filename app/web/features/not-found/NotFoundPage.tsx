import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { MessagePage } from './MessagePage';

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <MessagePage
      title="Page not found"
      icon={<SearchOffOutlinedIcon />}
      heading="There is nothing at this address"
      description="The link may be mistyped, or the page may have moved."
    />
  );
}
