/* Field service brand theme for the note and attachments cells. */
fdlFUINoteFormCell_valueText {
  font-color: #1D2D3EFF;
  font-style: callout;
}
fdlFUINoteFormCell_placeholder { font-color: #8A5A00; }
fdlFUIKeyValueFormCell_valueText { tint-color: #8A2BE2; }

fdlFUIAttachmentsFormCell_titleLabel { font-color: #8A2BE2; font-style: headline; }
fdlFUIAttachmentsFormCell_addButton { tint-color: #8A2BE2; }
fdlFUIAttachmentsFormCell_thumbnailImage { tint-color: #8A5A00; }
fdlFUIAttachmentsFormCell_thumbnailCell {
  border-color: #8A2BE2;
  border-width: 2;
  corner-radius: 4;
}
