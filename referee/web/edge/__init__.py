"""Input read into core values, for forms and API alike."""
