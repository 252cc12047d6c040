import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FieldTemplateProps } from '@rjsf/utils';
import type { ReactNode } from 'react';

interface ControlHeaderProps {
  /** The id of the control's input, for the label's `htmlFor`. */
  inputId: string;
  label: string;
  description?: string;
  required?: boolean;
  errors: readonly string[];
  /** Drawn before the label (a checkbox sits left of its label). */
  leading?: ReactNode;
}

/** A control's header line: label, red asterisk when required, description tooltip, error icon with the messages. */
export function ControlHeader({ inputId, label, description, required, errors, leading }: ControlHeaderProps) {
  const message = errors.join(' · ');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minHeight: 24, mb: leading ? 0 : 0.25 }}>
      {leading}
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
        {label}
      </Typography>
      {required ? (
        <Box component="span" aria-hidden data-required-marker sx={{ color: 'error.main', fontWeight: 700, ml: -0.25 }}>
          *
        </Box>
      ) : null}
      {description ? (
        <Tooltip title={description} placement="top" arrow>
          <Box component="span" role="img" aria-label={description} data-control-description sx={{ display: 'inline-flex', cursor: 'help' }}>
            <InfoOutlinedIcon sx={{ fontSize: 15, color: 'text.secondary' }} />
          </Box>
        </Tooltip>
      ) : null}
      {errors.length > 0 ? (
        <Tooltip title={message} placement="top" arrow>
          <Box component="span" role="img" aria-label={message} data-control-error sx={{ display: 'inline-flex' }}>
            <ErrorOutlineIcon sx={{ fontSize: 16, color: 'error.main' }} />
          </Box>
        </Tooltip>
      ) : null}
    </Box>
  );
}

/**
 * rjsf `FieldTemplate` of the control panel. A control (a property of the form-data object) gets
 * its header line above the widget, or right of it for a checkbox; the root object and parts of
 * a control (items an rjsf field renders itself) are passed through as they are.
 */
export function ControlFieldTemplate(props: FieldTemplateProps) {
  const { id, fieldPathId, label, required, rawErrors, rawDescription, schema, uiSchema, children, hidden, help, hideError } = props;
  if (hidden) return <Box sx={{ display: 'none' }}>{children}</Box>;
  if (fieldPathId.path.length !== 1) return children;

  const name = String(fieldPathId.path[0]);
  const errors = hideError ? [] : (rawErrors ?? []);
  const description = rawDescription || (typeof schema.description === 'string' ? schema.description : undefined);
  const isCheckbox = uiSchema?.['ui:widget'] === 'CheckboxWidget';
  const header = (leading?: ReactNode) => (
    <ControlHeader inputId={id} label={label || name} description={description} required={required} errors={errors} leading={leading} />
  );
  return (
    <Box data-control={name} sx={{ mb: 1.5 }}>
      {isCheckbox ? header(children) : header()}
      {isCheckbox ? null : children}
      {help}
    </Box>
  );
}
