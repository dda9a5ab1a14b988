import Chip, { type ChipProps } from '@mui/material/Chip';

const HEX = /^[0-9A-F]{6}$/i;

/**
 * A tag as WB shows it: its name on its colour. WB's colours are all pale, so the text stays
 * dark in both themes; a tag without a known colour takes the theme's neutral chip.
 */
export function TagChip({
  name,
  color,
  size = 'small',
  ...props
}: { name: string; color: string | null } & Omit<ChipProps, 'color' | 'label'>) {
  const bg = color && HEX.test(color) ? `#${color}` : undefined;
  return (
    <Chip
      size={size}
      label={name}
      {...props}
      sx={{
        fontWeight: 500,
        maxWidth: '100%',
        ...(bg ? { bgcolor: bg, color: 'rgba(0, 0, 0, 0.87)' } : {}),
        ...props.sx,
      }}
    />
  );
}
