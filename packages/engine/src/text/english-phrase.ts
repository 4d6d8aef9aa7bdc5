/** Function words of German, Swedish, French and Spanish: a phrase holding one is not English ('Steuerung und Durchführung des ...'); a word joined by a hyphen or a dot ('Med-Surg', 'force.com') is English's own. */
const NOT_ENGLISH =
  /(?<![\p{L}'-]|\p{L}\.)(?:und|der|die|das|des|mit|für|zur|zum|ihr|ihre|och|att|för|med|som|är|les|pour|avec|dans|une|para|con|los|las|del)(?![\p{L}'-]|\.\p{L})/iu;

/** True unless the phrase holds a function word of another language the postings come in: English text written around it would mix languages. */
export const isEnglishPhrase = (phrase: string) => !NOT_ENGLISH.test(phrase);
