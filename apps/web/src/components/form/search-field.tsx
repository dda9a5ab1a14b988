import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

const DELAY_MS = 350;

/** A search box that reports its text after the user pauses typing. */
export function SearchField({
  value,
  onChange,
  label,
  fullWidth,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  /** Take the container's width (e.g. in a dialog). */
  fullWidth?: boolean;
}) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  // The URL changed from outside (back button, a link): show that.
  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = text.trim();
      report.current(text.trim());
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      fullWidth={fullWidth}
      sx={{ minWidth: { xs: '100%', sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength: 200 },
      }}
    />
  );
}
