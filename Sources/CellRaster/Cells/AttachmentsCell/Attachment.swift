/// The document type of an attachment, which picks the glyph drawn when it has no thumbnail and
/// the word VoiceOver reads as its value.
public enum AttachmentFileType: String, Sendable, CaseIterable {
  case pdf, image, text, spreadsheet, presentation, archive, document

  /// The type for a file name's extension (case-insensitive): pdf; jpg/jpeg/png/heic/gif/tif/tiff
  /// → image; txt/rtf/doc/docx/md → text; csv/xls/xlsx/numbers → spreadsheet; ppt/pptx/key →
  /// presentation; zip/gz/tar/7z → archive; anything else → document.
  public init(fileName: String) {
    let parts = fileName.split(separator: ".")
    let ext = parts.count > 1 ? (parts.last.map { $0.lowercased() } ?? "") : ""
    switch ext {
    case "pdf": self = .pdf
    case "jpg", "jpeg", "png", "heic", "gif", "tif", "tiff": self = .image
    case "txt", "rtf", "doc", "docx", "md": self = .text
    case "csv", "xls", "xlsx", "numbers": self = .spreadsheet
    case "ppt", "pptx", "key": self = .presentation
    case "zip", "gz", "tar", "7z": self = .archive
    default: self = .document
    }
  }

  /// The glyph drawn in the tile when there is no thumbnail.
  public var symbol: Symbol {
    switch self {
    case .pdf: .documentPDF
    case .image: .photo
    case .text: .documentText
    case .spreadsheet: .documentSpreadsheet
    case .presentation: .documentPresentation
    case .archive: .documentArchive
    case .document: .document
    }
  }

  /// What VoiceOver reads as the attachment's type (the first part of its value).
  public var spokenName: String {
    switch self {
    case .pdf: "PDF"
    case .image: "Photo"
    case .text: "Text document"
    case .spreadsheet: "Spreadsheet"
    case .presentation: "Presentation"
    case .archive: "Archive"
    case .document: "Document"
    }
  }
}

/// One attachment of an `FUIAttachmentsFormCell` (fiori-cells.md §5.3 [SAPGL attachment]: a
/// preview or a document-type icon plus up to three text lines).
public struct Attachment: Hashable, Sendable {
  /// Stable id, unique in the cell: names its layout node `attachment-<id>` (so VoiceOver focus
  /// can follow it across frames) and the `deleteAttachment` step. Default `<n>`, the 1-based
  /// number of the attachment in the order attachments were created.
  public var id: String
  /// Line 1, required: the file name, e.g. "Receipt.pdf" (caption2 semibold, 2 lines).
  public var title: String
  /// Line 2, optional (caption2, 1 line).
  public var subtitle = ""
  /// Line 3, optional (caption2, 1 line).
  public var footnote = ""
  /// A PNG preview drawn aspect-fill in the tile; nil = the document-type glyph.
  public var thumbnail: RGBAImage?
  /// The type; default from the title's extension.
  public var fileType: AttachmentFileType

  public init(id: String, title: String, subtitle: String = "", footnote: String = "",
              thumbnail: RGBAImage? = nil, fileType: AttachmentFileType? = nil) {
    self.id = id
    self.title = title
    self.subtitle = subtitle
    self.footnote = footnote
    self.thumbnail = thumbnail
    self.fileType = fileType ?? AttachmentFileType(fileName: title)
  }

  /// The layout node id of the attachment's element.
  public var nodeID: String { "attachment-\(id)" }

  /// The keys an attachment object may have.
  public static let keys = ["id", "title", "subtitle", "footnote", "thumbnail", "fileType"]

  /// Decodes `{"title": "Receipt.pdf", "subtitle": …, "footnote": …, "thumbnail": "photo.png",
  /// "fileType": "pdf", "id": …}`; `defaultID` is used when `id` is absent.
  /// - Throws: `SpecError.invalid` (missing or empty title, bad id, unknown key, thumbnail not a PNG).
  public static func decode(_ cursor: JSONCursor, defaultID: String, loader: ImageLoader) throws -> Attachment {
    let m = try cursor.object(allowedKeys: keys)
    guard let titleCursor = m["title"] else { throw cursor.error("missing key 'title' (the attachment's file name)") }
    let title = try titleCursor.string()
    guard !title.isEmpty else { throw titleCursor.error("title must not be empty") }
    var id = defaultID
    if let v = m["id"] {
      id = try v.string()
      let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
      guard (1...40).contains(id.count), id.allSatisfy({ allowed.contains($0) }) else {
        throw v.error("'\(EchoedValue.clip(id))' is not an attachment id (1–40 characters of A–Z a–z 0–9 _ -)")
      }
    }
    var attachment = Attachment(id: id, title: title)
    if let v = m["subtitle"] { attachment.subtitle = try v.string() }
    if let v = m["footnote"] { attachment.footnote = try v.string() }
    if let v = m["fileType"] { attachment.fileType = try v.enumCase(AttachmentFileType.self) }
    if let v = m["thumbnail"] {
      guard case .file(_, let image) = try v.image(loader: loader) else {
        throw v.error("thumbnail must be a .png path relative to the spec")
      }
      attachment.thumbnail = image
    }
    return attachment
  }
}
