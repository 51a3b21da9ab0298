// What PDFKit 0.20 takes that its type definitions (@types/pdfkit 0.17) do not say yet: the
// structure element a link's annotation belongs to (its /OBJR, which PDF/UA asks for). Delete
// this file once @types/pdfkit has it.
declare namespace PDFKit.Mixins {
  interface AnnotationOption {
    structParent?: PDFKit.PDFStructureElement;
  }
}
