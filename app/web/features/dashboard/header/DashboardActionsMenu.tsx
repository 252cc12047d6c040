import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import type { MenuActionHost } from '@core/plugin-api/index.js';
import { useKernel } from '../../../kernel/kernel-context';
import { menuActionItems } from '../../../menu-actions/MenuActionItems';
import { useBaseMenuHost } from '../../../menu-actions/use-base-menu-host';
import { useMenuActionContext } from '../../../menu-actions/use-menu-action-context';
import { useMenuDialog } from '../../../menu-actions/use-menu-dialog';
import { useDashboardCharts } from '../dashboard-contexts';
import { useDashboardPermalink } from './use-dashboard-permalink';

/** The dashboard's commands and dialogs the header menu's actions call; a missing one does nothing. */
export interface DashboardActions {
  onRefresh?: () => void;
  onSetRefreshInterval?: () => void;
  fullscreen: boolean;
  onToggleFullscreen?: () => void;
  onSaveAs?: () => void;
  onEditProperties?: () => void;
  onEditCss?: () => void;
  onDownloadImage?: () => void;
  onDownloadPdf?: () => void;
  onCopyPermalink?: () => void;
}

export interface DashboardActionsMenuProps {
  actions: DashboardActions;
  title: string;
  editMode: boolean;
}

/** The dashboard header's actions menu (Superset's header actions dropdown), drawn from the menu-action registry. */
export function DashboardActionsMenu({ actions, title, editMode }: DashboardActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const { menuActions } = useKernel();
  const { runtime, permissions } = useDashboardCharts();
  const base = useBaseMenuHost();
  const { openDialog, dialog } = useMenuDialog();
  const permalink = useDashboardPermalink();
  const context = useMenuActionContext('dashboard-header', {
    dashboard: { id: runtime.dashboardId, title, editMode, fullscreen: actions.fullscreen, canEdit: permissions.canEdit },
  });
  const host: MenuActionHost = {
    ...base,
    openDialog,
    dashboard: {
      refresh: actions.onRefresh,
      setRefreshInterval: actions.onSetRefreshInterval,
      toggleFullscreen: actions.onToggleFullscreen,
      saveAs: actions.onSaveAs,
      editProperties: actions.onEditProperties,
      editCss: actions.onEditCss,
      downloadImage: actions.onDownloadImage && (async () => actions.onDownloadImage?.()),
      downloadPdf: actions.onDownloadPdf && (async () => actions.onDownloadPdf?.()),
      permalink: () => permalink(),
    },
  };
  return (
    <>
      <Tooltip title="More actions">
        <IconButton aria-label="Dashboard actions" onClick={(event) => setAnchor(event.currentTarget)} data-no-export>
          <MoreHorizIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {anchor !== null && menuActionItems({ entries: menuActions.entriesFor(context), context, host, onClose: close })}
      </Menu>
      {dialog}
    </>
  );
}
