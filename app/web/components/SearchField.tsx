import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A small search box with a magnifier in front, for narrowing a list down as one types. */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'size' | 'slotProps'>) {
  return (
    <TextField
      {...props}
      type="search"
      size="small"
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
