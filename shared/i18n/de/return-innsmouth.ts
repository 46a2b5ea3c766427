// German for the fan-made „The (Unofficial) Return to The Innsmouth Conspiracy“ (`rttic`), whose
// additions no German catalogue of arkham-cards-data translates; keyed by the data's exact English
// text. The app's own translation: names of the original cards as the German card data prints them
// (arkhamdb-json-data translations/de), recurring terms as the German Innsmouth catalogue writes
// them („als nicht im Spiel befindlich beiseitegelegt“, „Siegpunktestapel“, [[Tiefes Wesen]]); the
// fan-made cards have no German print, their names are translated here (RETURN_INNSMOUTH_CARD_NAMES).

/** The fan-made cards the guide names, by card code and English name. */
const FAN_MADE_CARDS = {
  // zrttic_00030, the weakness of Return to In Too Deep.
  'Innsmouth Influence': 'Innsmouths Einfluss',
  'Deep One Grappler': 'Ringer der Tiefe',
  'Born to Breed': 'Zum Brüten geboren',
  'Wrecked!': 'Schrottreif!',
  'Stirring in Their Sleep': 'Sie regen sich im Schlaf',
  'Stirring in His Sleep': 'Er regt sich im Schlaf',
  'Presence of the Father': 'Gegenwart des Vaters',
  'Presence of the Mother': 'Gegenwart der Mutter',
  'Troubling Memories': 'Beunruhigende Erinnerungen',
  'Lost in the Caves': 'In den Höhlen verirrt',
  'Immaterial One': 'Der Unstoffliche',
  'Cave Mouth': 'Höhlenmund',
  'Mud Tracks': 'Schlammspur',
  'Straight Section': 'Gerade Strecke',
} as const;

const card = (name: keyof typeof FAN_MADE_CARDS) => FAN_MADE_CARDS[name];

/** The fan-made cards the guide hands out by code (the card data has no German for them). */
export const RETURN_INNSMOUTH_CARD_NAMES: Readonly<Record<string, string>> = {
  zrttic_00030: card('Innsmouth Influence'),
};

/** The scenarios and encounter sets, as the other Return-to names go („Rückkehr zu: …“). */
export const RETURN_INNSMOUTH_NAMES: Readonly<Record<string, string>> = {
  'Return to The Pit of Despair': 'Rückkehr zu: Die Grotte der Verzweiflung',
  'Return to The Vanishing of Elina Harper': 'Rückkehr zu: Das Verschwinden der Elina Harper',
  'Return to In Too Deep': 'Rückkehr zu: Zu tief drin',
  'Return to Devil Reef': 'Rückkehr zu: Das Teufelsriff',
  'Return to Horror in High Gear': 'Rückkehr zu: Der reinste Schrecken',
  'Return to A Light in the Fog': 'Rückkehr zu: Ein Licht im Nebel',
  'Return to The Lair of Dagon': 'Rückkehr zu: In Dagons Reich',
  'Return to Into the Maelstrom': 'Rückkehr zu: In den Mahlstrom hinein',
  'Return to Flooded Caverns': 'Rückkehr zu: Überflutete Höhlen',
  // The scenarios' headings.
  ...Object.fromEntries(
    [
      ['I', 'The Pit of Despair', 'Die Grotte der Verzweiflung'],
      ['II', 'The Vanishing of Elina Harper', 'Das Verschwinden der Elina Harper'],
      ['III', 'In Too Deep', 'Zu tief drin'],
      ['IV', 'Devil Reef', 'Das Teufelsriff'],
      ['V', 'Horror in High Gear', 'Der reinste Schrecken'],
      ['VI', 'A Light in the Fog', 'Ein Licht im Nebel'],
      ['VII', 'The Lair of Dagon', 'In Dagons Reich'],
      ['VIII', 'Into the Maelstrom', 'In den Mahlstrom hinein'],
    ].map(([number, en, de]) => [`Scenario ${number}: Return to ${en}`, `Szenario ${number}: Rückkehr zu: ${de}`]),
  ),
  // The fan-made encounter sets the Return scenarios gather.
  'Rolling Tide': 'Rollende Flut',
  'Stalkers of Cthulhu': 'Pirscher Cthulhus',
  'Innsmouth Haze': 'Dunst über Innsmouth',
  Occultation: 'Verfinsterung',
  'Barricaded Doors': 'Verbarrikadierte Türen',
};

const REPLACE_TIDAL_TUNNELS =
  'Je ein Gezeitentümpel, ein Unterirdischer Fluss und eine Unterwasserhöhle aus dem ursprünglichen Begegnungsset Überflutete Höhlen werden durch ihr Gegenstück aus Rückkehr zu: Überflutete Höhlen ersetzt.';

const RULES: Readonly<Record<string, string>> = {
  'Deep One Investigators': 'Tiefe-Wesen-Ermittler',
  'Some cards in this fan-made expansions refer to “Deep One investigators.” You count as a Deep One Investigator as long as you have the [[Deep One]] trait, granted through either a scenario card or a player card. You also count as a [[Deep One]] investigator as long as you have a permanent player card that grants the Deep One trait added to your deck.\nBeing a Deep One investigator persists from one scenario to the next. When you end the scenario through reaching a resolution, when you are defeated or when you resign as a Deep One investigator, you continue to count as such until the beginning of the next scenario. This includes interludes, flashbacks, resolutions and setup instructions which might refer to Deep One investigators.':
    'Einige Karten dieser Fan-Erweiterung beziehen sich auf „Tiefe-Wesen-Ermittler“. Ein Ermittler zählt als Tiefe-Wesen-Ermittler, solange er das Merkmal [[Tiefes Wesen]] hat, ob durch eine Szenariokarte oder eine Spielerkarte verliehen. Er zählt auch als [[Tiefes Wesen]]-Ermittler, solange seinem Deck eine permanente Spielerkarte hinzugefügt ist, die das Merkmal Tiefes Wesen verleiht.\nEin Tiefe-Wesen-Ermittler bleibt es von einem Szenario zum nächsten. Wer als Tiefe-Wesen-Ermittler das Szenario durch eine Auflösung beendet, besiegt wird oder aufgibt, zählt weiter als solcher bis zum Beginn des nächsten Szenarios. Das gilt auch für Zwischenspiele, Rückblenden, Auflösungen und Aufbauanweisungen, die sich auf Tiefe-Wesen-Ermittler beziehen.',
  'This fan-made expansion also includes a Return to Flooded Caverns set that is used in a different way than the other replacement encounter sets. Instead of fully replacing the original Caverns, you should use a combination of the original set and the new one.\nWhen a scenario card instructs you gather the Return to Flooded Caverns set, replace one of each Tidal Pool, Underground River and Underwater Cavern from original Flooded Caverns set with its counterpart from the Return to Flooded Caverns. So you should end up with six unique cards which will then be used in the scenario.':
    'Diese Fan-Erweiterung enthält auch das Begegnungsset Rückkehr zu: Überflutete Höhlen, das anders verwendet wird als die übrigen Ersatz-Begegnungssets. Statt die ursprünglichen Überfluteten Höhlen ganz zu ersetzen, wird eine Mischung aus dem ursprünglichen und dem neuen Set verwendet.\nWenn eine Szenariokarte anweist, das Set Rückkehr zu: Überflutete Höhlen zusammenzusuchen, werden je ein Gezeitentümpel, ein Unterirdischer Fluss und eine Unterwasserhöhle aus dem ursprünglichen Set Überflutete Höhlen durch ihr Gegenstück aus Rückkehr zu: Überflutete Höhlen ersetzt. So entstehen sechs verschiedene Karten, die dann im Szenario verwendet werden.',
  'Replace one of each Tidal Pool, Underground River and Underwater Cavern from original Flooded Caverns set with its counterpart from the Return to Flooded Caverns.':
    REPLACE_TIDAL_TUNNELS,
};

const SETUPS: Readonly<Record<string, string>> = {
  // Return to The Pit of Despair.
  'Set each of the following cards aside, out of play: The Amalgam enemy, both copies of the Blindsense treachery, both copies of Troubling Memories, and all 3 copies of the From the Depths treachery.': `Die folgenden Karten werden als nicht im Spiel befindlich beiseitegelegt: der Gegner Das Amalgam, beide Kopien der Verratskarte Blindsehen, beide Kopien von ${card('Troubling Memories')} und alle 3 Kopien der Verratskarte Aus den Tiefen.`,
  'Shuffle both copies of Lost in the Caves into the encounter deck.': `Beide Kopien von ${card('Lost in the Caves')} werden in das Begegnungsdeck gemischt.`,
  'When building the act deck, replace The Pit act card with the new version from the Return set.':
    'Beim Zusammenstellen des Szenendecks wird die Szenenkarte Die Grotte durch die neue Version aus dem Rückkehr-Set ersetzt.',
  // Return to The Vanishing of Elina Harper.
  'Set each of the following cards aside, out of play: the Thomas Dawson and Elina Harper story assets, both copies of the Hunting Nightgaunt enemy, and the Immaterial One enemy.': `Die folgenden Karten werden als nicht im Spiel befindlich beiseitegelegt: die Storyvorteilskarten Thomas Dawson und Elina Harper, beide Kopien des Gegners Jagender Dunkeldürrer und der Gegner ${card('Immaterial One')}.`,
  'Shuffle both copies of Growing Suspicion into the encounter deck.':
    'Beide Kopien von Zunehmender Verdacht werden in das Begegnungsdeck gemischt.',
  'Replace the The Search for Agent Harper act card with the new version from the Return set.':
    'Die Szenenkarte Die Suche nach Agent Harper wird durch die neue Version aus dem Rückkehr-Set ersetzt.',
  "Your dealings with the townspeople have given you insight into what's going on here. Each investigator gains 1 extra experience for each [[Suspect]] enemy in the victory display.":
    'Euer Umgang mit den Stadtbewohnern hat euch Einblick gegeben, was hier vor sich geht. Jeder Ermittler erhält 1 zusätzlichen Erfahrungspunkt für jeden [[Verdächtiger]]-Gegner im Siegpunktestapel.',
  // Return to In Too Deep.
  'Set the following cards aside, out of play: 2 copies of the Ravager from the Deep enemy, 2 copies of the Young Deep One enemy, 4 copies of Innsmouth Influence, the Joe Sargent story asset, the Teachings of the Order story asset, and the Innsmouth Shoggoth enemy.': `Die folgenden Karten werden als nicht im Spiel befindlich beiseitegelegt: 2 Kopien des Gegners Verwüster aus der Tiefe, 2 Kopien des Gegners Junges Tiefes Wesen, 4 Kopien von ${card('Innsmouth Influence')}, die Storyvorteilskarte Joe Sargent, die Storyvorteilskarte Die Lehren des Ordens und der Gegner Innsmouth-Shoggothe.`,
  'When building the act deck, Through the Labyrinth act card with the new version from the Return set.':
    'Beim Zusammenstellen des Szenendecks wird die Szenenkarte Durch das Labyrinth durch die neue Version aus dem Rückkehr-Set ersetzt.',
  'Did any investigator gain a copy of Innsmouth Influence?': `Hat ein Ermittler eine Kopie von ${card('Innsmouth Influence')} erhalten?`,
  'Gain Innsmouth Influence': `${card('Innsmouth Influence')} erhalten`,
  // Return to Devil Reef.
  'Shuffle the single copy of Shrine to Hydra into the encounter deck.':
    'Die einzige Kopie von Schrein für Hydra wird in das Begegnungsdeck gemischt.',
  'Shuffle the 6 Devil Reef locations and put each of them into play, unrevealed side faceup.':
    'Die 6 Orte Teufelsriff werden gemischt und mit der verhüllten Seite nach oben ins Spiel gebracht.',
  'A Bargain': 'Ein Handel',
  'You stand in front of the large caved stone depicting a bloated figure with fishlike features. The voice that guided you here is just a whisper now, but you feel power radiating from the statue and you know that’s why you are here. It’s this power that calls out to you, telling you that you could have all the riches you desired and the long life to take advantage of them.\nWhile you approach the statue, you become aware of the price that you would have to pay. You consider your options.':
    'Du stehst vor dem großen behauenen Stein, der eine aufgedunsene Gestalt mit fischartigen Zügen zeigt. Die Stimme, die dich hierhergeführt hat, ist nur noch ein Flüstern, doch du spürst die Macht, die von der Statue ausgeht, und du weißt, dass du ihretwegen hier bist. Diese Macht ruft nach dir und verspricht dir alle Reichtümer, die du dir wünschst, und ein langes Leben, sie zu genießen.\nAls du dich der Statue näherst, wird dir bewusst, welchen Preis du zahlen müsstest. Du wägst deine Möglichkeiten ab.',
  'Choose one:': 'Wähle eine Möglichkeit:',
  'You pay the price.': 'Du zahlst den Preis.',
  'Search your collection for a copy of Innsmouth Influence <i>(from the Return to In Too Deep set)</i> and add it to your deck. Discover all clues on Shrine to Hydra and gain 5 resources.': `Durchsuche deine Sammlung nach einer Kopie von ${card('Innsmouth Influence')} <i>(aus dem Set Rückkehr zu: Zu tief drin)</i> und füge sie deinem Deck hinzu. Entdecke alle Hinweise auf Schrein für Hydra und erhalte 5 Ressourcen.`,
  'You come to your senses and back out. The voices go quiet.':
    'Du kommst zur Besinnung und weichst zurück. Die Stimmen verstummen.',
  'Replace one of Tidal Pool and Underwater Cavern from original Flooded Caverns set with its counterpart from the Return to Flooded Caverns.':
    'Je ein Gezeitentümpel und eine Unterwasserhöhle aus dem ursprünglichen Begegnungsset Überflutete Höhlen werden durch ihr Gegenstück aus Rückkehr zu: Überflutete Höhlen ersetzt.',
  'This includes the 5 original Devil Reef locations and the new Cave Mouth location. None should be removed.': `Dazu gehören die 5 ursprünglichen Orte Teufelsriff und der neue Ort ${card('Cave Mouth')}. Keiner davon wird entfernt.`,
  'Replace the Fishing Vessel story asset with the new version from the Return set, and put it into play at Churning Waters.':
    'Die Storyvorteilskarte Fischkutter wird durch die neue Version aus dem Rückkehr-Set ersetzt und bei Aufgewühltes Wasser ins Spiel gebracht.',
  'Shuffle the Mud Tracks and Straight Section locations in with the other (non-"Long Way Around") Road locations, then remove two random locations from the Roads deck from the game without looking at them.': `Die Orte ${card('Mud Tracks')} und ${card('Straight Section')} werden mit den übrigen Orten Alte Innsmouth-Straße (nicht „Ein großer Umweg“) zusammengemischt; dann werden 2 zufällige Orte des Straßendecks unbesehen aus dem Spiel entfernt.`,
  'Note: When other cards in the scenario refer to the Winged One, please use the Immaterial One instead.': `Hinweis: Wenn andere Karten im Szenario den Geflügelten nennen, ist stattdessen ${card('Immaterial One')} gemeint.`,
  'Shuffle the Little Gemma, Ron Stalwick and Roderick story assets into the Leads deck.':
    'Die Storyvorteilskarten Little Gemma, Ron Stalwick und Roderick werden in das Spurendeck gemischt.',
  'Suspect enemies in the victory display:': '[[Verdächtiger]]-Gegner im Siegpunktestapel:',
  '<b>Every other investigator must read the following:</b>': '<b>Jeder andere Ermittler muss Folgendes lesen:</b>',
  // Return to Horror in High Gear.
  'Shuffle both copies of Wrecked! into the encounter deck.': `Beide Kopien von ${card('Wrecked!')} werden in das Begegnungsdeck gemischt.`,
  'For the duration of this scenario, the following additional ability is active:\n"<b>Forced</b> - At the end of the round: Discard all non-[[Trap]] cards attached to locations."\nAttach the Return to Horror in High Gear card to the scenario reference card as a reminder.':
    'Für die Dauer dieses Szenarios ist die folgende zusätzliche Fähigkeit aktiv:\n„<b>Erzwungen</b> – Am Ende der Runde: Lege alle Nicht-[[Falle]]-Karten ab, die an Orte angehängt sind.“\nDie Karte Rückkehr zu: Der reinste Schrecken wird zur Erinnerung an die Szenarioübersichtskarte angehängt.',
  // Return to A Light in the Fog.
  'Set the following cards aside, out of play: all three copies of Deep One Grappler, the Oceiros Marsh enemy, both copies of the Worth His Salt treachery, and both copies of the Taken Captive treachery.': `Die folgenden Karten werden als nicht im Spiel befindlich beiseitegelegt: alle drei Kopien von ${card('Deep One Grappler')}, der Gegner Oceiros Marsh, beide Kopien der Verratskarte Er ist sein Geld wert und beide Kopien der Verratskarte Gefangen genommen.`,
  'Shuffle both copies Born to Breed into the encounter deck.': `Beide Kopien von ${card('Born to Breed')} werden in das Begegnungsdeck gemischt.`,
  'Replace the Terror at Falcon Point agenda with the new version from the Return set.':
    'Die Agenda Schrecken am Falcon Point wird durch die neue Version aus dem Rückkehr-Set ersetzt.',
  '<b>Each Deep One investigator must read the following:</b>':
    '<b>Jeder Tiefe-Wesen-Ermittler muss Folgendes lesen:</b>',
  'You awaken abruptly from your sleep. You still have the dreams in front of your eyes, dreams of swimming in the depths, drawn deeper and deeper. You saw others down there with you, looking just like the twisted fish-like creatures you have encountered again and again now. They seemed strangely familiar to you, as if they are good friends. Or family.\nYou sit up straight and move to rub the sleep from your eyes, but you recoil at the sight of your own hands. The webbing between two of your fingers confirms your fears... you are not just imagining it, you are actually changing. You need to get out of this town, and quick.':
    'Du erwachst jäh aus dem Schlaf. Die Träume stehen dir noch vor Augen: Träume, in denen du in den Tiefen schwimmst, tiefer und tiefer hinabgezogen. Dort unten hast du andere gesehen, die genauso aussahen wie die verdrehten, fischartigen Kreaturen, denen du inzwischen immer wieder begegnet bist. Sie kamen dir seltsam vertraut vor, als wären sie gute Freunde. Oder Familie.\nDu setzt dich kerzengerade auf und willst dir den Schlaf aus den Augen reiben, doch beim Anblick deiner eigenen Hände schreckst du zurück. Die Schwimmhaut zwischen zwei deiner Finger bestätigt deine Befürchtung … du bildest es dir nicht ein, du veränderst dich wirklich. Du musst aus dieser Stadt heraus, und zwar schnell.',
  'You gain 1 mental trauma as your mind tries to cope with the changes your body is going through.':
    'Du erleidest 1 seelisches Trauma, während dein Verstand mit den Veränderungen deines Körpers fertigzuwerden versucht.',
  // Return to The Lair of Dagon.
  'Set the following cards aside, out of play: Both copies of the Syzygy treachery, both copies of the Tidal Alignment treachery, the double-sided Y’ha-nthlei Statue story asset, the Apostle of Dagon enemy, one copy of Stirring in His Sleep, and the double-sided Dagon enemy.': `Beide Kopien der Verratskarte Syzygium, beide Kopien der Verratskarte Gezeitenkonstellation, die doppelseitige Storyvorteilskarte Statue aus Y’ha-nthlei, der Gegner Apostel von Dagon, eine Kopie von ${card('Stirring in His Sleep')} und der doppelseitige Gegner Dagon werden als nicht im Spiel befindlich beiseitegelegt.`,
  'Replace the Second Oath act card with the new version from the Return set.':
    'Die Szenenkarte Der zweite Eid wird durch die neue Version aus dem Rückkehr-Set ersetzt.',
  'Shuffle the three versions of Doorway to the Depths together, remove two of them from the game at random without looking at them. Set the remaining one aside, out of play, without looking at it.':
    'Die drei Versionen von Durchgang in die Tiefen werden gemischt; zwei davon werden zufällig und unbesehen aus dem Spiel entfernt. Die übrige wird unbesehen als nicht im Spiel befindlich beiseitegelegt.',
  // Return to Into the Maelstrom.
  'Set both copies of Stirring in Their Sleep, the Lloigor enemy, the Aquatic Abomination enemy, Presence of the Father, Presence of the Mother, the double-sided Hydra enemy, and the double-sided Dagon enemy aside, out of play.': `Beide Kopien von ${card('Stirring in Their Sleep')}, der Gegner Lloigor, der Gegner Aquatische Abscheulichkeit, ${card('Presence of the Father')}, ${card('Presence of the Mother')}, der doppelseitige Gegner Hydra und der doppelseitige Gegner Dagon werden als nicht im Spiel befindlich beiseitegelegt.`,
  'Replace the following act and agenda cards with their new version from the Return set: Back into the Depths, Celestial Alignment, Under the Surface':
    'Die folgenden Szenen- und Agendakarten werden durch ihre neue Version aus dem Rückkehr-Set ersetzt: Zurück in die Tiefen, Himmelskonstellation, Unter der Oberfläche',
  // The epilogue's additions for Deep One investigators.
  'If there are any Deep One Investigators:': 'Falls es Tiefe-Wesen-Ermittler gibt:',
  'Flashback XVI': 'Rückblende XVI',
  "You might have managed to leave the town of Innsmouth behind you, but as you are sitting in you car you realize that you took a part of it with you. Forever. There are signs of the Old One's influence on your body, sure. The webbing between a couple of fingers you noticed earlier. Spots on your skin that itch and you could swear that the skin on one of your elbows in particular feels more leathery by the day. All of this is deeply disturbing, but it pales to what is going on in your head. You feel guilt. Guilt for crossing your benefactors. Guilt for running from your new family, from your place under the sea. The weirdest part however is the rush of memories that sometimes comes over you. Memories of places and events you weren't around for but that appear in your head nonetheless. Mostly these memories come to you in your sleep, but they have started to appear while awake as well. You remember names of entities you never heard about, names of places you've never been. Among these flashes of insight, one name is recurring again and again. R'lyeh. Even as you think about it now, you silently mouth the word. R'lyeh. You don't know what it means, but at the same time the name offers you comfort. R'lyeh. You wanted to get distance from Innsmouth, but this is more important. R'lyeh. It's where you are needed.":
    'Vielleicht ist es dir gelungen, die Stadt Innsmouth hinter dir zu lassen, doch als du in deinem Wagen sitzt, wird dir klar, dass du einen Teil von ihr mitgenommen hast. Für immer. Gewiss, es gibt Zeichen vom Einfluss des Großen Alten an deinem Körper. Die Schwimmhaut zwischen ein paar Fingern, die du schon früher bemerkt hast. Stellen auf deiner Haut, die jucken, und du könntest schwören, dass sich besonders die Haut an einem deiner Ellbogen mit jedem Tag ledriger anfühlt. All das ist zutiefst verstörend, doch es verblasst neben dem, was in deinem Kopf vorgeht. Du fühlst Schuld. Schuld, weil du deine Gönner hintergangen hast. Schuld, weil du vor deiner neuen Familie geflohen bist, vor deinem Platz unter dem Meer. Am seltsamsten aber ist die Flut von Erinnerungen, die dich manchmal überkommt. Erinnerungen an Orte und Ereignisse, bei denen du nie warst und die dir dennoch in den Sinn kommen. Meist kommen sie im Schlaf, doch inzwischen auch im Wachen. Du erinnerst dich an Namen von Wesenheiten, von denen du nie gehört hast, an Namen von Orten, an denen du nie warst. Unter diesen Eingebungen kehrt ein Name immer wieder. R’lyeh. Selbst jetzt, da du daran denkst, formen deine Lippen lautlos das Wort. R’lyeh. Du weißt nicht, was es bedeutet, und doch spendet dir der Name Trost. R’lyeh. Du wolltest Abstand zu Innsmouth gewinnen, doch dies ist wichtiger. R’lyeh. Dort wirst du gebraucht.',
  'you remember where you have to go': 'du erinnerst dich, wohin du gehen musst',
  '<b>All investigator read the following:</b>': '<b>Alle Ermittler lesen Folgendes:</b>',
  'During the Epilogue, this memory can stand in for another one when determining whether you get to read Flashback XV (you still need 14 or more unlocked Flashbacks, including this one). This means that Deep One investigators might get a different epilogue than non-Deep One investigators.':
    'Im Epilog kann diese Erinnerung für eine andere einstehen, wenn bestimmt wird, ob Rückblende XV gelesen wird (es werden weiterhin 14 oder mehr freigeschaltete Rückblenden gebraucht, diese eingeschlossen). Tiefe-Wesen-Ermittler können so einen anderen Epilog erhalten als andere Ermittler.',
  '<i>You remember where you have to go</i> (Deep One Investigators only)':
    '<i>Du erinnerst dich, wohin du gehen musst</i> (nur Tiefe-Wesen-Ermittler)',
};

/** The campaign's achievements (its campaign.json `achievements`), title and condition. */
const ACHIEVEMENTS: Readonly<Record<string, string>> = {
  'A Full Bag': 'Ein voller Beutel',
  'Have both 10 bless and 10 curse tokens in the chaos bag at the same time.':
    'Habe gleichzeitig 10 Segensmarker und 10 Fluchmarker im Chaosbeutel.',
  'This Guy Again': 'Der schon wieder',
  'Over the course of the campaign, defeat the Deep One Bull at least five times.':
    'Besiege im Laufe der Kampagne den Bullen der Tiefen Wesen mindestens fünfmal.',
  'Off to a Good Start': 'Ein guter Anfang',
  'Finish Pit of Despair with exactly 1 stamina and sanity remaining.':
    'Beende Die Grotte der Verzweiflung mit genau 1 verbleibender Ausdauer und geistiger Gesundheit.',
  'Friend of the People': 'Freund des Volkes',
  'During The Vanishing of Elina Harper, control all three story assets at the same time.':
    'Kontrolliere in Das Verschwinden der Elina Harper gleichzeitig alle drei Storyvorteilskarten.',
  'Run for Your Lives': 'Lauft um euer Leben',
  'Finish In Too Deep without defeating a single Deep One enemy.':
    'Beende Zu tief drin, ohne einen einzigen [[Tiefes Wesen]]-Gegner zu besiegen.',
  'Good Swimmer': 'Guter Schwimmer',
  'Finish Devil Reef without ever moving the Fishing Vessel, claiming at least one of the three key objectives.':
    'Beende Das Teufelsriff, ohne den Fischkutter je zu bewegen, und erreiche mindestens eines der drei Schlüsselziele.',
  'Step on It': 'Gib Gas',
  "During Horror in High Gear, use your car's ability to move faster every single round.":
    'Nutze in Der reinste Schrecken in jeder einzelnen Runde die Fähigkeit deines Wagens, schneller voranzukommen.',
  'Way Too Cute': 'Viel zu niedlich',
  'During A Light in the Fog, have four Deep One Hatchlings in play at the same time.':
    'Habe in Ein Licht im Nebel gleichzeitig vier Geschlüpfte Tiefe Wesen im Spiel.',
  'Making Your Own Luck': 'Seines Glückes Schmied',
  'During Lair of Dagon, first get to 10 curse tokens in the chaos bag, then all the way down again to zero curses in the bag.':
    'Bringe in In Dagons Reich zuerst 10 Fluchmarker in den Chaosbeutel und danach wieder ganz hinunter auf null.',
  'Go Back to Sleep': 'Schlaf weiter',
  'During Into the Maelstrom, have both Dagon and Hydra exhausted at the same time during the investigator phase.':
    'Lass in In den Mahlstrom hinein während der Ermittlungsphase Dagon und Hydra gleichzeitig erschöpft sein.',
  'Actually Just Here for the Money': 'Eigentlich nur wegen des Geldes hier',
  'Recover the riches of the Deep Ones.': 'Birg die Reichtümer der Tiefen Wesen.',
  'I Do Not Recall This Place': 'An diesen Ort erinnere ich mich nicht',
  'Win The Innsmouth Conspiracy campaign without any entry under "Memories Recovered" in your campaign log.':
    'Gewinne die Kampagne Die Innsmouth-Verschwörung ohne einen Eintrag unter „Zurückerlangte Erinnerungen“ im Kampagnenlogbuch.',
  'Total Recall': 'Die totale Erinnerung',
  'Win The Innsmouth Conspiracy campaign with sixteen entries under "Memories Recovered" in your campaign log.':
    'Gewinne die Kampagne Die Innsmouth-Verschwörung mit sechzehn Einträgen unter „Zurückerlangte Erinnerungen“ im Kampagnenlogbuch.',
  'Something Smells Fishy': 'Hier riecht es nach Fisch',
  'Win The Innsmouth Conspiracy campaign as a Deep One investigator.':
    'Gewinne die Kampagne Die Innsmouth-Verschwörung als Tiefe-Wesen-Ermittler.',
  'Expert Fisherman': 'Meisterfischer',
  'Win The Innsmouth Conspiracy campaign on Expert difficulty.':
    'Gewinne die Kampagne Die Innsmouth-Verschwörung auf dem Schwierigkeitsgrad Experte.',
};

export const deReturnInnsmouth: Readonly<Record<string, string>> = {
  ...RETURN_INNSMOUTH_NAMES,
  ...RULES,
  ...SETUPS,
  ...ACHIEVEMENTS,
};
