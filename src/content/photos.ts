// Words on the photos themselves.
export const photos = {
  /** On every stock photo: it shows no one of the business and no job of theirs. */
  illustrative: "Imagem ilustrativa",
};
