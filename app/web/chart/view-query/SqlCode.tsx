import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { highlightSql, type SqlTokenKind } from './highlight-sql';

const TOKEN_SX: Partial<Record<SqlTokenKind, object>> = {
  keyword: { color: 'primary.main', fontWeight: 700 },
  function: { color: 'secondary.main' },
  string: { color: 'success.main' },
  number: { color: 'warning.main' },
  comment: { color: 'text.secondary', fontStyle: 'italic' },
  'quoted-identifier': { color: 'info.main' },
};

interface SqlCodeProps {
  code: string;
  /** Only `sql` (the default) is highlighted; anything else shows as plain text. */
  language?: string;
  label?: string;
}

/** A block of SQL in monospace with keywords, strings, numbers and comments coloured. */
export function SqlCode({ code, language = 'sql', label }: SqlCodeProps) {
  const tokens = useMemo(() => (language.toLowerCase() === 'sql' ? highlightSql(code) : null), [code, language]);
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{
        m: 0,
        p: 1.5,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: '0.8125rem',
        lineHeight: 1.6,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        overflow: 'auto',
        maxHeight: '60vh',
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <code>
        {tokens
          ? tokens.map((token, index) => {
              const sx = TOKEN_SX[token.kind];
              return sx ? (
                <Box component="span" key={index} data-token={token.kind} sx={sx}>
                  {token.text}
                </Box>
              ) : (
                token.text
              );
            })
          : code}
      </code>
    </Box>
  );
}
