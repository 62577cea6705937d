import type { Translations } from "../en";

/** German texts of the room's connection errors and refusals (keys and placeholders as in ./en.ts); they sit inside "Verbindungsfehler: …". */
export const deRoomMessages: Translations["roomMessages"] = {
  accessRemoved: "Dein Zugriff auf diesen Lebenslauf wurde entfernt.",
  unreachable: "Server nicht erreichbar; neuer Versuch läuft",
  cannotReach: "Der Kollaborationsserver war nicht erreichbar",
  invalidMessage: "Ungültige Nachricht.",
  resumeTooLarge: "Dieser Lebenslauf hat seine Größengrenze (512 KB) erreicht. Kürze einige Beschreibungen, bevor du mehr hinzufügst.",
  viewOnly: "Du kannst diesen Lebenslauf ansehen, aber nicht bearbeiten.",
  annotationTooLarge: "Diese Anmerkung ist zu groß. Beginne eine neue.",
  annotationLimit: "Ein Lebenslauf kann höchstens {{max}} Anmerkungen enthalten.",
  authorChanges: "Nur die Person, die sie verfasst hat, oder der Eigentümer des Lebenslaufs kann diese Anmerkung ändern.",
  kindFixed: "Eine Anmerkung kann ihre Art nicht ändern.",
  annotationGone: "Diese Anmerkung gibt es nicht mehr.",
  authorDeletes: "Nur die Person, die sie verfasst hat, oder der Eigentümer des Lebenslaufs kann diese Anmerkung löschen.",
  commentsOnNotes: "Nur Notizen und Hervorhebungen können Kommentare haben.",
  threadLimit: "Ein Thread enthält höchstens {{max}} Kommentare.",
  imageNotBase64: "Das Bild ist kein gültiges Base64.",
  imageTooLarge: "Ein Bild muss kleiner als 200 KB sein.",
  imageType: "Nur PNG- und JPEG-Bilder können verwendet werden.",
  imageSide: "Ein Bild darf höchstens {{max}} Pixel breit und hoch sein.",
  marksFull: "Die Prüfmarkierungen dieses Lebenslaufs sind voll ({{max}} MB). Lösche zuerst einige Markierungen.",
  marksShare: "Du hast deinen Anteil an den Prüfmarkierungen dieses Lebenslaufs ({{max}} MB) aufgebraucht. Lösche zuerst einige deiner Markierungen.",
  marksTooFast: "Du fügst Prüfmarkierungen zu schnell hinzu. Warte ein paar Sekunden und versuche es erneut.",
};
