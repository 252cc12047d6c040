import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps } from '@rjsf/utils';
import { Fragment } from 'react';
import type { UiSection } from '@core/plugin-api/ui-schema.js';
import { useControlPanelLayout } from './control-panel-layout.js';

const isSection = (value: unknown): value is UiSection =>
  typeof value === 'object' && value !== null && typeof (value as UiSection).key === 'string' && Array.isArray((value as UiSection).controls);

interface SectionProps {
  section: UiSection;
  controls: readonly ObjectFieldTemplatePropertyType[];
  errorCount: number;
}

function ControlSection({ section, controls, errorCount }: SectionProps) {
  const { label: title, description } = section;
  return (
    <Accordion
      data-section={section.key}
      defaultExpanded={section.expanded ?? true}
      disableGutters
      square
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'transparent', '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon fontSize="small" />} sx={{ minHeight: 40, px: 1.5 }}>
        <Tooltip title={description ?? ''} placement="top-start" enterDelay={600} describeChild>
          <Typography component="span" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Tooltip>
        {errorCount > 0 ? (
          <Box
            component="span"
            role="img"
            aria-label={`${errorCount} ${errorCount === 1 ? 'control has' : 'controls have'} errors`}
            data-section-error
            sx={{ display: 'inline-flex', alignSelf: 'center', ml: 0.75 }}
          >
            <ErrorOutlineIcon sx={{ fontSize: 16, color: 'error.main' }} />
          </Box>
        ) : null}
      </AccordionSummary>
      <AccordionDetails sx={{ px: 1.5, pt: 0, pb: 1 }}>
        {controls.map((control) => (
          <Box key={control.name}>{control.content}</Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * rjsf `ObjectFieldTemplate` of the control panel. At the root it groups the controls into the
 * collapsible sections of `ui:sections` (laid out by the control-section registry in the kernel),
 * leaving out hidden controls and sections with nothing to show; controls in no section follow
 * the sections. A nested object is drawn as a plain list of its properties.
 */
export function ControlSectionsTemplate(props: ObjectFieldTemplateProps) {
  const { properties, uiSchema, fieldPathId } = props;
  const { visible, errors } = useControlPanelLayout();
  const shown = properties.filter((property) => !property.hidden && (!visible || visible.has(property.name)));
  const hiddenContent = properties
    .filter((property) => property.hidden)
    .map((property) => <Fragment key={property.name}>{property.content}</Fragment>);

  if (fieldPathId.path.length > 0) {
    return (
      <Box>
        {shown.map((property) => (
          <Box key={property.name}>{property.content}</Box>
        ))}
        {hiddenContent}
      </Box>
    );
  }

  const rawSections = uiSchema?.['ui:sections'];
  const sections = Array.isArray(rawSections) ? rawSections.filter(isSection) : [];
  const byName = new Map(shown.map((property) => [property.name, property]));
  const placed = new Set<string>();
  const groups = sections.flatMap((section) => {
    const controls = section.controls.flatMap((name) => {
      const property = byName.get(name);
      if (!property || placed.has(name)) return [];
      placed.add(name);
      return [property];
    });
    return controls.length > 0 ? [{ section, controls }] : [];
  });
  const loose = shown.filter((property) => !placed.has(property.name));

  return (
    <Box data-control-panel-sections>
      {groups.map(({ section, controls }) => (
        <ControlSection
          key={section.key}
          section={section}
          controls={controls}
          errorCount={controls.filter((control) => (errors[control.name]?.length ?? 0) > 0).length}
        />
      ))}
      {loose.length > 0 ? (
        <Box sx={{ px: 1.5, pt: 1 }}>
          {loose.map((property) => (
            <Box key={property.name}>{property.content}</Box>
          ))}
        </Box>
      ) : null}
      {hiddenContent}
    </Box>
  );
}
