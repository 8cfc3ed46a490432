/** How a draggable card looks, resting or dragged (the sortable-list challenge, the component playground). */
export function dragCardProps(isDragging: boolean) {
  return {
    px: '4',
    borderWidth: '1px',
    rounded: 'l2',
    bg: isDragging ? 'teal.subtle' : 'bg.panel',
    borderColor: isDragging ? 'teal.solid' : 'border',
    shadow: isDragging ? 'lg' : 'xs',
    cursor: isDragging ? 'grabbing' : 'grab',
    touchAction: 'none',
    userSelect: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'teal.solid', outlineOffset: '2px' },
  } as const
}
